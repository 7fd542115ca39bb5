import { RestError } from '../errors.ts';
import { rangeOf } from './range.ts';
import {
  checkMaxAffected,
  contentRange,
  headersOut,
  jsonType,
  objectType,
  sendRows,
  singleError,
} from './respond.ts';
import { sendText } from '../../http/respond.ts';
import { getArgNames, planRpc } from '../plan/rpc-plan.ts';
import type { RequestInfo, RestRuntime } from '../runtime.ts';

/** `/rest/v1/rpc/<function>`: POST with JSON arguments, GET/HEAD with query arguments. */

export async function handleRpc(rt: RestRuntime, info: RequestInfo, name: string): Promise<void> {
  const { method, params, prefs } = info;
  if (method !== 'GET' && method !== 'HEAD' && method !== 'POST') {
    throw new RestError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
  }
  const isRead = method !== 'POST';
  const body = isRead ? undefined : await rt.readJsonBody(info.req);
  const range = rangeOf(info.req);
  const call = await rt.withSchema(info, (schema) => {
    let args: Record<string, unknown>;
    if (isRead) {
      args = Object.fromEntries(getArgNames(schema, name, params).map((k) => [k, params.get(k)]));
    } else {
      args =
        body !== null && typeof body === 'object' && !Array.isArray(body)
          ? (body as Record<string, unknown>)
          : {};
    }
    return planRpc(schema, {
      name,
      args,
      rawBody: body,
      singleObject: prefs.params === 'single-object',
      params,
      readOnlyRequest: isRead,
      count: prefs.count !== undefined,
      withBody: method !== 'HEAD',
      range,
      maxRows: rt.maxRows,
      maxEmbedDepth: rt.maxEmbedDepth,
    });
  });
  const checked = call.shape === 'rows' && (info.single || prefs.handling === 'strict');
  const result = await rt.run(
    info,
    call.statement,
    call.readOnly,
    checked
      ? (r) => {
          if (info.single && r.n !== 1) throw singleError(r.n);
          checkMaxAffected(prefs, r.n);
        }
      : undefined,
  );
  const withBody = method !== 'HEAD';
  if (call.shape === 'void') {
    sendText(info.res, 204, '', headersOut(info));
  } else if (call.shape === 'scalar') {
    const headers = { 'Content-Type': jsonType, 'Content-Range': contentRange(0, 1, result.total) };
    sendText(info.res, 200, result.body, headersOut(info, headers), withBody);
  } else if (call.shape === 'row') {
    // The database's JSON as it made it, as for table reads: its one element, unparsed.
    const row = result.n === 0 ? 'null' : result.body.slice(1, -1);
    sendText(
      info.res,
      200,
      row,
      headersOut(info, { 'Content-Type': info.single ? objectType : jsonType }),
      withBody,
    );
  } else {
    sendRows(info, result, call.offset);
  }
}
