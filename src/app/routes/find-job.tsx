import { paths, titles } from '@/config/paths';
import { SITE } from '@/config/site';
import { FilterRow } from '@/components/ui/filter-row';
import { RadioButtons } from '@/components/light/radio-buttons';
import { LightSearch } from '@/components/light/search-input';
import { PageFrame } from '@/components/ui/page-frame';
import { usePageMeta } from '@/lib/page-meta';
import { trackClick } from '@/lib/tracking';
import { usePageSeo } from '@/features/cms';
import { CityPicker, PositionTypePicker, usePositionSeo, useRegionSeo, useTaskEnums } from '@/features/reference';
import { TaskResults, taskListRequest, tasksApi, useTaskFilters } from '@/features/tasks';
import type { TaskSort } from '@/features/tasks';
import { TASK_FILTER_LIMITS } from '@contract/tasks.meta';

const SORTS: { value: TaskSort; label: string }[] = [
  { value: 'newest', label: '最新发布' },
  { value: 'reward', label: '薪资最高' },
];

/** 「深圳市南山区保安招聘信息 - 找工作 - 供应商接单平台」, as the server titles the same URL for crawlers. */
function useFindJobMeta(place: string, position: string) {
  const seo = usePageSeo('findJob');
  const named = place || position;
  usePageMeta({
    title: named ? `${place}${position}招聘信息 - ${titles.findJob} - ${SITE.name}` : undefined,
    description: named
      ? `${place}${position}招聘信息：在招任务可按结算方式、薪资单位与任务特色筛选，认证供应商在线接单。`
      : seo.description,
    keywords: named
      ? [`${place}${position}招聘`, place && `${place}招聘`, position && `${position}招聘`, seo.keywords].filter(Boolean).join(',')
      : seo.keywords,
  });
}

/**
 * 找工作: search, filters, sort and one page of tasks. Drawn without antd (components/light): the city and position
 * pickers load theirs when the visitor reaches for them.
 */
export default function FindJobScreen() {
  const { filters, update, setCity, reset } = useTaskFilters();
  const { enums, isLoading: enumsLoading } = useTaskEnums();
  // The option rows, the sort and the results show together once the options are known: a row that filled in
  // later would push the results down under the reader (a layout shift). The list is asked for at once all the same.
  tasksApi.useSelectTaskListQuery(taskListRequest(filters));
  const place = useRegionSeo(filters);
  const position = usePositionSeo(filters.positionTypeId);
  useFindJobMeta(place, position);

  const search = (keyword: string) => {
    trackClick('find_job_search', { keyword });
    update({ keyword: keyword.trim() || undefined });
  };
  const city = [filters.provinceCode, filters.cityCode, filters.districtCode].filter((code): code is string => Boolean(code));

  return (
    <PageFrame title="找工作" breadcrumb={[{ title: '首页', to: paths.home }, { title: '找工作' }]}>
      <LightSearch
        key={filters.keyword ?? ''}
        className="find-job-search"
        ariaLabel="搜索任务"
        placeholder="搜索职位、公司或任务描述"
        maxLength={TASK_FILTER_LIMITS.keyword}
        defaultValue={filters.keyword}
        onSearch={search}
      />
      <div className="find-job-filters">
        <div className="filter-row">
          <span className="filter-row-label">工作城市</span>
          <CityPicker value={city} onChange={setCity} />
          <span className="filter-row-label filter-row-label-inline">职位类型</span>
          <PositionTypePicker value={filters.positionTypeId} onChange={(positionTypeId) => update({ positionTypeId })} />
        </div>
        {!enumsLoading && (
          <>
            <FilterRow
              label="结算方式"
              options={enums.settlementType}
              value={filters.settlementType}
              onChange={(settlementType) => update({ settlementType })}
            />
            <FilterRow
              label="薪资单位"
              options={enums.rewardUnit}
              value={filters.rewardUnit}
              onChange={(rewardUnit) => update({ rewardUnit })}
            />
            <FilterRow
              label="任务特色"
              multiple
              max={TASK_FILTER_LIMITS.features}
              options={enums.taskFeature}
              value={filters.features}
              onChange={(features) => update({ features })}
            />
          </>
        )}
      </div>
      {!enumsLoading && (
        <>
          <div className="find-job-sort">
            <RadioButtons label="排序" options={SORTS} value={filters.sort} onChange={(sort) => update({ sort })} />
          </div>
          <TaskResults filters={filters} onPage={(pageNum, pageSize) => update({ pageNum, pageSize })} onReset={reset} />
        </>
      )}
    </PageFrame>
  );
}
