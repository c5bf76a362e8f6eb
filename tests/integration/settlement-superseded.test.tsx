import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { settlements } from '@contract/index';
import { server } from '../msw/server';
import { ok, onCall } from '../msw/contract';
import { signedInAs } from '../msw/order-handlers';
import { settlementDetail } from '../msw/settlement-fixtures';
import { renderApp } from '../utils/render-app';

const ADMIN = { isMain: true, authList: ['settlement:view', 'settlement:confirm'] };
const SLOW = { timeout: 20_000 };

describe('a bill a corrected one superseded', { timeout: 60_000 }, () => {
  it('links to the correcting bill and shows the list’s status label', async () => {
    server.use(
      onCall(settlements.settlementDetailBase, ({ body }) =>
        ok(
          body.settlementId === 's-1'
            ? settlementDetail({
                settlementId: 's-1',
                status: 'disputed',
                statusLabel: '有异议',
                supersededBy: 's-14',
                disputeReason: '工时有误',
              })
            : settlementDetail({ settlementId: body.settlementId, supersedes: 's-1' }),
        ),
      ),
    );
    const { where } = renderApp('/workbench/settlementManagement/checkSettlementList/disputed/s-1', { global: signedInAs(ADMIN) });
    const link = await screen.findByRole('link', { name: 's-14' }, SLOW);
    expect(link.closest('.light-alert')).toHaveTextContent('该账单已由更正账单 s-14 替代');
    expect(screen.getByText('有异议·已更正')).toBeInTheDocument();
    expect(screen.queryByText('有异议', { exact: true })).toBeNull();

    await userEvent.click(link);
    await waitFor(() => expect(where()).toBe('/workbench/settlementManagement/checkSettlementList/disputed/s-14'));
    expect(await screen.findByRole('link', { name: 's-1' }, SLOW)).toBeInTheDocument();
  });
});
