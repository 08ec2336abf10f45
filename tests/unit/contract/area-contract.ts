import { callApi, type CallDecl, type Schema } from '@/contract';

// What each area's contract test checks: its probe-able reads answer as declared against the
// seeded mock, and its main record schema takes what a tolerant reader must take.

/** Every declared read with a probe, made as the probe says; resolves to the ids it made. */
export async function probeAll(calls: readonly CallDecl[]): Promise<string[]> {
  const probed: string[] = [];
  for (const decl of calls) {
    if (!decl.probe) continue;
    // callApi rejects with a ContractError naming the call and the field when the answer breaks it.
    await callApi(decl, { path: decl.probe.path, params: decl.probe.query, skipErrorHandling: true });
    probed.push(decl.id);
  }
  return probed;
}

/**
 * A record with only its required fields, the same with every optional field null, and with
 * fields the contract does not know: each must parse, the unknown fields kept.
 */
export function expectTolerant(
  schema: Schema,
  required: Record<string, unknown>,
  optional: readonly string[],
) {
  expect(schema.safeParse(required).success, 'required fields only').toBe(true);
  const nulls = { ...required, ...Object.fromEntries(optional.map((k) => [k, null])) };
  expect(schema.safeParse(nulls).success, 'optional fields null').toBe(true);
  const extra = { ...required, a_newer_field: { nested: [1, 'two'] }, another: 3 };
  const parsed = schema.safeParse(extra);
  expect(parsed.success, 'unknown fields').toBe(true);
  expect(parsed.data).toMatchObject({ a_newer_field: { nested: [1, 'two'] }, another: 3 });
}
