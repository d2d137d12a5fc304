import { describe, expect, it } from 'vitest';
import { simulationProfileBodySchema, simulationProfileSchema } from './index';

const record = (fields: string) =>
  JSON.parse(`{"id":1,"name":"P","fields":${fields},"created_at":null,"updated_at":null}`) as unknown;

describe('profile fields are data', () => {
  it('keeps __proto__, constructor and toString as ordinary keys, and sends them back', () => {
    const p = simulationProfileSchema.parse(record('{"__proto__":"a","constructor":"b","toString":"c"}'));
    expect(Object.keys(p.fields)).toEqual(['__proto__', 'constructor', 'toString']);
    expect(p.fields['__proto__']).toBe('a');
    expect(Object.getPrototypeOf(p.fields)).toBeNull();
    expect(JSON.parse(JSON.stringify({ fields: p.fields }))).toEqual(
      JSON.parse('{"fields":{"__proto__":"a","constructor":"b","toString":"c"}}'),
    );
  });

  it('reads missing or null fields as empty, and refuses a non-string value', () => {
    expect(Object.keys(simulationProfileSchema.parse(record('null')).fields)).toEqual([]);
    const bad = simulationProfileBodySchema.safeParse({ name: 'x', fields: { a: 1 } });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['fields', 'a']);
  });

  it('has no guessed length limit on the name', () => {
    expect(simulationProfileBodySchema.safeParse({ name: 'n'.repeat(5000), fields: {} }).success).toBe(true);
  });
});
