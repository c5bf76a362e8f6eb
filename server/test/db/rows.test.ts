import { describe, expect, it } from 'vitest';
import { withFields } from '../../src/db/rows';

describe('withFields', () => {
  it('adds the fields to the row itself and keeps what it had', () => {
    const row = { id: 7, task_id: 3 };
    const wider = withFields(row, { title: '分拣员', company_name: '某物流' });
    expect(wider).toBe(row);
    expect(wider).toEqual({ id: 7, task_id: 3, title: '分拣员', company_name: '某物流' });
    expect(JSON.stringify(wider)).toBe('{"id":7,"task_id":3,"title":"分拣员","company_name":"某物流"}');
  });
});
