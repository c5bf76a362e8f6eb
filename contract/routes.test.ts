import { buildPath, candidateListPath, myUserInfoPath, settlementDetailPath, spaPath } from './routes';

describe('the SPA route table', () => {
  it('fills parameters, encoded, and drops an optional segment left out', () => {
    expect(spaPath('home')).toBe('/');
    expect(spaPath('candidateList', { taskId: 1, orderId: 2 })).toBe('/workbench/order/candidateList/1/2');
    expect(spaPath('candidateList', { taskId: 1, orderId: 2, status: 'hired' })).toBe('/workbench/order/candidateList/1/2/hired');
    expect(spaPath('accountToBeCredited')).toBe('/accountToBeCredited');
    expect(spaPath('accountToBeCredited', { operationType: 'confirm', settlementId: 5 })).toBe('/accountToBeCredited/confirm/5');
    expect(spaPath('workDetail', { taskId: 'a b/c' })).toBe('/findJob/workDetail/a%20b%2Fc');
  });

  it('builds the links notices carry', () => {
    expect(settlementDetailPath('pending', 7)).toBe('/workbench/settlementManagement/checkSettlementList/pending/7');
    expect(candidateListPath(1, 2, 3)).toBe('/workbench/order/candidateList/1/2?candidate=3');
    expect(myUserInfoPath('agreements')).toBe('/myUserInfo/agreements');
  });

  it('refuses a missing required parameter', () => {
    expect(() => buildPath('/x/:id', {} as { id: string })).toThrow('Missing ":id" param of /x/:id');
  });
});
