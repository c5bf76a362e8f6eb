import type { Clock } from '../../lib/clock';
import { memoize } from '../../lib/memo';
import type { ReferenceService } from '../reference';

/** Reference data changes only with a seed or a deploy (as in the reference service). */
const CACHE_SECONDS = 300;

/** The reference data the labels are made from (the reference module's service). */
export type TaskReference = Pick<ReferenceService, 'regionRows' | 'positionRows' | 'enumRows'>;

export interface TaskLabels {
  /** The name, or the code itself for a code the region data lacks. */
  regionName(code: string): string;
  /** The name, or null for an unknown code. */
  findRegionName(code: string): string | null;
  positionName(id: number): string;
  /** A type and every type below it (a group includes its types); null for an unknown id. */
  positionWithChildren(id: number): number[] | null;
  settlementLabel(code: string): string;
  rewardUnitLabel(code: string): string;
  featureLabel(code: string): string;
}

/**
 * Names and labels for task rows, from memory: a page of 30 tasks would otherwise join four reference tables
 * per row, and the hot list query stays on the task table alone.
 */
export function createTaskLabels({ clock, reference }: { clock: Clock; reference: TaskReference }): () => Promise<TaskLabels> {
  return memoize(clock, CACHE_SECONDS, async () => {
    const [regions, positions, enums] = await Promise.all([
      reference.regionRows(),
      reference.positionRows(),
      reference.enumRows(['settlementType', 'rewardUnit', 'taskFeature']),
    ]);
    const regionNames = new Map(regions.map((r) => [r.code, r.name]));
    const positionNames = new Map(positions.map((p) => [p.id, p.name]));
    const children = new Map<number, number[]>();
    for (const p of positions) if (p.parent_id !== null) children.set(p.parent_id, [...(children.get(p.parent_id) ?? []), p.id]);
    // One map per enum type: a lookup on every row of every list should not build a `type:code` key first.
    const enumLabels = new Map<string, Map<string, string>>();
    for (const e of enums) {
      const labels = enumLabels.get(e.type) ?? new Map<string, string>();
      labels.set(e.code, e.label);
      enumLabels.set(e.type, labels);
    }
    const labelsOf = (type: string) => enumLabels.get(type) ?? new Map<string, string>();
    const settlementLabels = labelsOf('settlementType');
    const rewardUnitLabels = labelsOf('rewardUnit');
    const featureLabels = labelsOf('taskFeature');
    return {
      regionName: (code) => regionNames.get(code) ?? code,
      findRegionName: (code) => regionNames.get(code) ?? null,
      positionName: (id) => positionNames.get(id) ?? '',
      positionWithChildren: (id) => {
        if (!positionNames.has(id)) return null;
        const ids = [id];
        for (let i = 0; i < ids.length; i++) ids.push(...(children.get(ids[i]) ?? []));
        return ids;
      },
      // An unknown code shows as itself rather than as nothing.
      settlementLabel: (code) => settlementLabels.get(code) ?? code,
      rewardUnitLabel: (code) => rewardUnitLabels.get(code) ?? code,
      featureLabel: (code) => featureLabels.get(code) ?? code,
    };
  });
}
