import { describe, expect, it } from 'vitest';
import {
  isErrorText,
  simulationErrorTexts,
  simulationRunSchema,
  simulationTestBodySchema,
  simulationTestSchema,
} from './index';

describe('B.10 records are read tolerantly', () => {
  it('a test with fields missing or null reads with empty lists and no expectations', () => {
    const test = simulationTestSchema.parse({ id: 4, expect: { labels_present: null }, extra: 'kept' });
    expect(test.expect).toEqual({ labels_present: [], labels_absent: [] });
    expect(simulationTestSchema.parse({ id: 5, expect: null }).expect.labels_absent).toEqual([]);
    expect(test).toHaveProperty('extra', 'kept');
  });

  it('a run with an unknown status, missing counts and results of any check value', () => {
    const run = simulationRunSchema.parse({
      id: 2,
      status: 'paused',
      test_ids: null,
      results: [
        {
          test_id: 1,
          repeat: 1,
          status: 'passed',
          checks: [
            { kind: 'intent', ref: 1, passed: true, expected: 1, actual: 1 },
            { kind: 'label_present', ref: 3, passed: false, expected: true, actual: false },
            { kind: 'max_response_ms', ref: null, passed: true, expected: 1500, actual: null },
            { kind: 'sentiment', passed: true },
          ],
        },
      ],
    });
    expect(run.status).toBe('paused');
    expect(run.test_ids).toEqual([]);
    expect(run.results[0]?.checks.map((c) => c.kind)).toEqual([
      'intent',
      'label_present',
      'max_response_ms',
      'sentiment',
    ]);
  });
});

describe('the test body the dashboard sends', () => {
  const body = {
    name: ' Refund ',
    simulation_profile_id: 1,
    voice_clip_set_id: null,
    source_call_id: null,
    expect: { call_intent_id: null, labels_present: [], labels_absent: [], max_response_ms: null },
  };

  it('needs at least one expectation', () => {
    const r = simulationTestBodySchema.safeParse(body);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['expect', 'Give at least one expectation'],
    ]);
    const ok = simulationTestBodySchema.parse({ ...body, expect: { ...body.expect, max_response_ms: 1200 } });
    expect(ok.name).toBe('Refund');
  });
});

describe("B.10's error texts are recognised", () => {
  it('with or without the full stop', () => {
    expect(isErrorText(simulationErrorTexts.simulationRunFinished, 'Simulation run 12 has already finished')).toBe(
      true,
    );
    expect(
      isErrorText(
        simulationErrorTexts.simulationTestNameTaken,
        "A simulation test named 'x' already exists for this agent",
      ),
    ).toBe(true);
  });
});
