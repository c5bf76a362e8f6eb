import { Suspense, useState } from 'react';
import type { CandidateStatus } from '@contract/candidates.meta';
import { PLATFORM_CANDIDATE_MOVE_LABELS } from '@contract/platform/orders.meta';
import type { PlatformCandidateMove } from '@contract/platform/orders.meta';
import type { PlatformCandidate } from '@contract/platform/orders';
import { LightButton } from '@/components/light/button';
import { lazyAntd } from './lazy-antd';

const { Dialog, preload } = lazyAntd(async () => (await import('./candidate-move-dialog')).CandidateMoveDialog);

const isMove = (s: CandidateStatus): s is PlatformCandidateMove => s in PLATFORM_CANDIDATE_MOVE_LABELS;

/** The moves the pipeline allows from the candidate's status (初筛通过, 安排面试, 已入职, 不合适 …), each confirmed in a dialog. */
export function CandidateMoves({ candidate }: { candidate: PlatformCandidate }) {
  const [move, setMove] = useState<PlatformCandidateMove | null>(null);
  const moves = candidate.moves.filter(isMove);
  if (!moves.length) return null;
  return (
    <div className="console-actions">
      {moves.map((m) => (
        <LightButton key={m} size="small" danger={m === 'rejected'} onPointerEnter={preload} onFocus={preload} onClick={() => setMove(m)}>
          {PLATFORM_CANDIDATE_MOVE_LABELS[m]}
        </LightButton>
      ))}
      {move && (
        <Suspense fallback={null}>
          <Dialog candidate={candidate} move={move} onClose={() => setMove(null)} />
        </Suspense>
      )}
    </div>
  );
}
