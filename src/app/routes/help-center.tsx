import { Input, Typography } from 'antd';
import { PageFrame } from '@/components/ui/page-frame';
import { usePageMeta } from '@/lib/page-meta';
import { trackClick } from '@/lib/tracking';
import { ArticleList, HelpColumnMenu, findColumn, useArticleQuery, useHelpColumns, usePageSeo } from '@/features/cms';
import { paths } from '@/config/paths';
import { ARTICLE_KEYWORD_MAX } from '@contract/cms.meta';

export default function HelpCenterScreen() {
  const { query, update } = useArticleQuery();
  const { data: columns } = useHelpColumns();
  const column = findColumn(columns, query.columnId);
  usePageMeta(usePageSeo('helpCenter'));

  const search = (keyword: string) => {
    trackClick('help_search', { keyword });
    update({ keyword: keyword.trim() || undefined });
  };

  return (
    <PageFrame title="帮助中心" breadcrumb={[{ title: '首页', to: paths.home }, { title: '帮助中心' }]}>
      <div className="side-menu-frame">
        <HelpColumnMenu selected={query.columnId} onSelect={(columnId) => update({ columnId, keyword: undefined })} />
        <div className="side-menu-main">
          <div className="help-list-head">
            <Typography.Title level={4} className="help-list-title">
              {column?.name ?? (query.columnId ? '文章列表' : '全部文章')}
            </Typography.Title>
            <Input.Search
              key={`${query.columnId ?? ''}:${query.keyword ?? ''}`}
              className="help-search"
              aria-label="搜索帮助文章"
              placeholder="搜索文章标题"
              allowClear
              maxLength={ARTICLE_KEYWORD_MAX}
              defaultValue={query.keyword}
              onSearch={search}
            />
          </div>
          <ArticleList query={query} onPage={(pageNum, pageSize) => update({ pageNum, pageSize })} />
        </div>
      </div>
    </PageFrame>
  );
}
