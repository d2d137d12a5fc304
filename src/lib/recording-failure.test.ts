import { describe, expect, it } from 'vitest';
import { errorFromResponse } from './api-client';
import { ApiError } from './api-error';
import { recordingFailure } from './recording-failure';

const answer = (status: number, body: string, headers: Record<string, string> = {}) =>
  errorFromResponse({ status, statusText: '', headers: new Headers(headers) }, body);
const json = (detail: unknown) => JSON.stringify({ detail });

describe('recordingFailure', () => {
  it('is "none" only where the service said in words that this call has no recording', () => {
    expect(recordingFailure(answer(404, json('No recording for call 1055')))).toBe('none');
    expect(recordingFailure(answer(400, json('Recording not available')))).toBe('none');
    expect(recordingFailure(answer(404, json('Call with ID 5 not found')))).toBe('none');
  });

  it('is "failed" for a server failure, a proxy page, 429, Retry-After, no answer or a time-out', () => {
    expect(recordingFailure(answer(500, json('Internal Server Error')))).toBe('failed');
    expect(recordingFailure(answer(502, '<html><title>502 Bad Gateway</title></html>'))).toBe('failed');
    expect(recordingFailure(answer(503, ''))).toBe('failed');
    expect(recordingFailure(answer(429, json('Too Many Requests'), { 'Retry-After': '30' }))).toBe('failed');
    expect(recordingFailure(answer(429, json('Slow down')))).toBe('failed');
    expect(recordingFailure(answer(408, json('Request Timeout')))).toBe('failed');
    // Words with a time to come back are not a "no".
    expect(recordingFailure(answer(404, json('Recording is being prepared'), { 'Retry-After': '10' }))).toBe('failed');
    // A 4xx without the service's words (a proxy's page) says nothing about the recording.
    expect(recordingFailure(answer(404, '<html>nginx</html>'))).toBe('failed');
    expect(recordingFailure(new ApiError({ kind: 'network', message: 'Could not reach the service.' }))).toBe('failed');
    expect(recordingFailure(new ApiError({ kind: 'timeout', message: 'Too slow.' }))).toBe('failed');
    expect(recordingFailure(new Error('boom'))).toBe('failed');
  });

  it('is "refused", not "none", for a refusal of the session or the workspace', () => {
    expect(recordingFailure(answer(401, json('Not authenticated')))).toBe('refused');
    expect(recordingFailure(answer(403, json('User does not have access to workspace 2')))).toBe('refused');
  });

  it('is "not-offered" for a server without the route', () => {
    expect(recordingFailure(answer(404, json('Not Found')))).toBe('not-offered');
    expect(recordingFailure(answer(405, json('Method Not Allowed')))).toBe('not-offered');
  });
});
