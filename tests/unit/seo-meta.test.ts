import { describe, expect, it } from 'vitest';
import { helpArticleTitleOf, jobSeoOf } from '@/lib/state/seo-meta';
import { initialSeoModalState, seoModalSlice, seoValueSet } from '@/lib/state/seo-modal-slice';

const reduce = (...actions: ReturnType<typeof seoValueSet>[]) => actions.reduce(seoModalSlice.reducer, initialSeoModalState);

describe('page metadata from the seoModal slice', () => {
  it("gives the task page the task jobSeo holds, and nothing for another task's page", () => {
    const seo = reduce(seoValueSet({ key: 'jobSeo', value: { taskId: 't1', title: '南山科技园保安' } }));
    expect(jobSeoOf<{ taskId: string; title: string }>(seo, 't1')?.title).toBe('南山科技园保安');
    expect(jobSeoOf(seo, 't2')).toBeUndefined();
    expect(jobSeoOf(initialSeoModalState, 't1')).toBeUndefined();
  });

  it('names the help article by the title helpCenterArticleSeo keeps, and none before one is shown', () => {
    expect(helpArticleTitleOf(initialSeoModalState)).toBeUndefined();
    expect(helpArticleTitleOf(reduce(seoValueSet({ key: 'helpCenterArticleSeo', value: '如何注册供应商账号' })))).toBe(
      '如何注册供应商账号',
    );
  });
});
