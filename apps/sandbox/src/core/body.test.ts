import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { mediaTypeOf, readOperationBody } from './body.ts';
import { ApiError } from './errors.ts';

/** A request as the server hands it over: a byte stream with headers. */
function request(body: string | Uint8Array, contentType?: string): IncomingMessage {
  const stream = Readable.from([Buffer.from(body)]) as unknown as IncomingMessage;
  stream.headers = contentType === undefined ? {} : { 'content-type': contentType };
  return stream;
}

/** The bytes and Content-Type a browser would send for this form. */
async function multipart(fields: Record<string, string>): Promise<{ body: Uint8Array; type: string }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const encoded = new Request('http://x/', { method: 'POST', body: form });
  return { body: new Uint8Array(await encoded.arrayBuffer()), type: encoded.headers.get('content-type')! };
}

const MULTIPART = ['multipart/form-data'];

async function refusal(read: Promise<unknown>): Promise<ApiError> {
  const error = await read.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('an operation body', () => {
  it('reads a declared multipart body, nested fields in bracket notation', async () => {
    const { body, type } = await multipart({ amount: '20', 'requisites[card_number]': '4111', 'requisites[card_holder]': 'A B' });
    expect(await readOperationBody(request(body, type), MULTIPART)).toEqual({
      mediaType: 'multipart/form-data',
      value: { amount: '20', requisites: { card_number: '4111', card_holder: 'A B' } },
    });
  });

  it('refuses a media type the operation does not declare with 415, naming the ones it takes', async () => {
    for (const type of ['application/json', 'application/x-www-form-urlencoded', 'text/plain;charset=UTF-8']) {
      const error = await refusal(readOperationBody(request('{"amount":20}', type), MULTIPART));
      expect(error).toMatchObject({ type: 'InvalidRequestException', status: 415 });
      expect(error.toBody().error.error_data).toEqual({ accepted: ['multipart/form-data'] });
    }
    // a body without a Content-Type cannot be read as anything the contract declares
    expect(await refusal(readOperationBody(request('amount=20'), MULTIPART))).toMatchObject({ status: 415 });
    // an operation that takes no body takes none in any type
    expect(await refusal(readOperationBody(request('x', 'text/plain'), []))).toMatchObject({ status: 415, message: expect.stringContaining('send no body') });
  });

  it('treats no Content-Type and no bytes as no body (validation then names the missing fields)', async () => {
    expect(await readOperationBody(request(''), MULTIPART)).toEqual({ value: undefined });
  });

  it('answers 400 for a body that cannot be parsed, never a crash', async () => {
    expect(await refusal(readOperationBody(request('--x\r\nbroken', 'multipart/form-data; boundary=x'), MULTIPART))).toMatchObject({ status: 400, type: 'InvalidRequestException' });
    expect(await refusal(readOperationBody(request('a=1', 'multipart/form-data'), MULTIPART))).toMatchObject({ status: 400 });
    expect(await refusal(readOperationBody(request('{"amount": 2', 'application/json'), ['application/json']))).toMatchObject({ status: 400, message: 'The body is not valid JSON' });
  });

  it('refuses a body over the size limit with 413', async () => {
    const huge = new Uint8Array(10 * 1024 * 1024 + 1);
    expect(await refusal(readOperationBody(request(huge, 'multipart/form-data; boundary=x'), MULTIPART))).toMatchObject({ status: 413 });
  });

  it('reads the media type of a Content-Type without its parameters, in any case', () => {
    expect(mediaTypeOf('Multipart/Form-Data; boundary=abc')).toBe('multipart/form-data');
    expect(mediaTypeOf(undefined)).toBe('');
  });
});
