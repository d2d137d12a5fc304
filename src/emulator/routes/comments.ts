import * as z from 'zod/mini';
import {
  COMMENT_TEXT_MAX,
  type Call,
  type ValidationItem,
  commentLength,
  errorTexts,
  teamErrorTexts,
} from '../../contract/index.ts';
import { recordingPlan } from '../call-details.ts';
import type { CommentStore } from '../comments.ts';
import { EmuError, readBody } from '../errors.ts';
import { type Router, json, noContent } from '../router.ts';
import type { AgentRecord } from '../seed.ts';
import { signedIn } from '../team.ts';

/** The body's types; its limits are checked after, with pydantic's own wording. */
const bodyTypes = z.object({ at_ms: z.nullable(z.int()), text: z.string() });

/**
 * The validation items FastAPI gives for B.7's limits (text of 1 to 2,000 characters, a moment of
 * 0 or more and not past the call's end, `endMs`).
 */
function limits(body: z.infer<typeof bodyTypes>, endMs: number): ValidationItem[] {
  const items: ValidationItem[] = [];
  const length = commentLength(body.text);
  if (length < 1) {
    items.push({
      type: 'string_too_short',
      loc: ['body', 'text'],
      msg: 'String should have at least 1 character',
      input: body.text,
      ctx: { min_length: 1 },
    });
  } else if (length > COMMENT_TEXT_MAX) {
    items.push({
      type: 'string_too_long',
      loc: ['body', 'text'],
      msg: `String should have at most ${COMMENT_TEXT_MAX} characters`,
      input: body.text,
      ctx: { max_length: COMMENT_TEXT_MAX },
    });
  }
  if (body.at_ms !== null && body.at_ms < 0) {
    items.push({
      type: 'greater_than_equal',
      loc: ['body', 'at_ms'],
      msg: 'Input should be greater than or equal to 0',
      input: body.at_ms,
      ctx: { ge: 0 },
    });
  } else if (body.at_ms !== null && body.at_ms > endMs) {
    items.push({
      type: 'less_than_equal',
      loc: ['body', 'at_ms'],
      msg: `Input should be less than or equal to ${endMs}`,
      input: body.at_ms,
      ctx: { le: endMs },
    });
  }
  return items;
}

/**
 * Comments at a moment of a call (B.7); the author is the token's member, as for reviews. A comment
 * is deleted by its author or an admin (B.11); others are refused in B.11's words.
 */
export function registerComments(r: Router, comments: CommentStore): void {
  const findCall = (agent: AgentRecord, callId: number): Call => {
    const call = agent.calls.find((x) => x.id === callId);
    if (!call) throw new EmuError(404, errorTexts.callNotFound(callId));
    return call;
  };

  r.agent('GET', '/calls/:callId/comments', ({ agent, intParam }) => {
    const call = findCall(agent, intParam('callId', 'call_id'));
    const items = comments.list(agent, call.id);
    return json({ items, total: items.length });
  });

  r.agent('POST', '/calls/:callId/comments', async ({ c, agent, intParam }) => {
    const call = findCall(agent, intParam('callId', 'call_id'));
    const body = await readBody(c, bodyTypes);
    const invalid = limits(body, recordingPlan(agent, call).totalMs);
    if (invalid.length > 0) throw new EmuError(422, invalid);
    const stored = comments.add(agent, call.id, {
      at_ms: body.at_ms,
      text: body.text,
      author: signedIn(c).name,
      created_at: new Date().toISOString(),
    });
    return json(stored, 201);
  });

  r.agent('DELETE', '/calls/:callId/comments/:commentId', ({ c, agent, intParam }) => {
    const call = findCall(agent, intParam('callId', 'call_id'));
    const commentId = intParam('commentId', 'comment_id');
    const me = signedIn(c);
    const comment = comments.find(agent, call.id, commentId);
    if (comment && comment.author !== me.name && me.role !== 'admin')
      throw new EmuError(403, teamErrorTexts.roleRefused(me.role));
    if (!comments.remove(agent, call.id, commentId)) throw new EmuError(404, errorTexts.commentNotFound(commentId));
    return noContent();
  });
}
