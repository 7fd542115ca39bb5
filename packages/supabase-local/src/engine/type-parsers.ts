import { types } from '@electric-sql/pglite';

/**
 * One rule for turning Postgres text output into JS values, applied by both engines so
 * that a query returns the same values on PGlite and on a PostgreSQL server:
 *
 * - int2, int4, int8, oid, float4, float8 and numeric become JS numbers. int8 and numeric
 *   lose precision beyond 2^53 / 15 significant digits, exactly as they do once
 *   PostgREST's JSON reaches supabase-js.
 * - bool becomes a boolean; json and jsonb are parsed.
 * - Arrays of those types (and of text-like types) become JS arrays of the same values.
 * - Everything else (timestamptz, timestamp, date, time, interval, uuid, bytea, enums,
 *   ranges, ...) stays the text Postgres prints. The session TimeZone is UTC on both
 *   engines, so timestamptz reads like `2026-01-02 03:04:05.123+00`.
 *
 * Parameters go the other way untouched: pass JSON for json/jsonb parameters as a string
 * (`JSON.stringify(value)`), because the `pg` driver would turn a JS array into a Postgres
 * array literal.
 */

type Parser = (text: string) => unknown;

const toNumber: Parser = (text) => Number(text);
const toBoolean: Parser = (text) => text === 't' || text === 'true';
const toJson: Parser = (text) => JSON.parse(text) as unknown;
const asText: Parser = (text) => text;

const scalarParsers: Record<number, Parser> = {
  16: toBoolean, // bool
  20: toNumber, // int8
  21: toNumber, // int2
  23: toNumber, // int4
  26: toNumber, // oid
  700: toNumber, // float4
  701: toNumber, // float8
  1700: toNumber, // numeric
  114: toJson, // json
  3802: toJson, // jsonb
  17: asText, // bytea
  1082: asText, // date
  1083: asText, // time
  1114: asText, // timestamp
  1184: asText, // timestamptz
  1186: asText, // interval
  1266: asText, // timetz
  2950: asText, // uuid
};

/** Array type OID → element type OID (0 = keep elements as text). */
const arrayElements: Record<number, number> = {
  1000: 16,
  1016: 20,
  1005: 21,
  1007: 23,
  1028: 26,
  1021: 700,
  1022: 701,
  1231: 1700,
  199: 114,
  3807: 3802,
  1009: 0, // text[]
  1015: 0, // varchar[]
  1014: 0, // bpchar[]
  1003: 0, // name[]
  1002: 0, // char[]
  2951: 0, // uuid[]
  1182: 0, // date[]
  1115: 0, // timestamp[]
  1185: 0, // timestamptz[]
  1187: 0, // interval[]
  1001: 0, // bytea[]
};

function arrayParserFor(arrayOid: number, elementOid: number): Parser {
  const element = scalarParsers[elementOid] ?? asText;
  return (text) => types.arrayParser(text, element, arrayOid) as unknown;
}

/** Every OID this rule covers, with its parser. */
export const typeParsers: Record<number, Parser> = { ...scalarParsers };
for (const [arrayOid, elementOid] of Object.entries(arrayElements)) {
  typeParsers[Number(arrayOid)] = arrayParserFor(Number(arrayOid), elementOid);
}

/** The parser for any OID: the table above, else the text as printed. */
export function parserFor(oid: number): Parser {
  return typeParsers[oid] ?? asText;
}

/**
 * The elements of an array PGlite has already split (it does so for every array type, with
 * the element type's parser), given as text: parsed by the rule above, nested arrays too.
 */
export function parseArrayElements(arrayOid: number, values: unknown[]): unknown[] {
  const element = scalarParsers[arrayElements[arrayOid] ?? 0] ?? asText;
  const each = (value: unknown): unknown =>
    typeof value === 'string' ? element(value) : Array.isArray(value) ? value.map(each) : value;
  return values.map(each);
}
