// The paced load bench reads HTTP/1.1 answers itself (bench/lib/paced-load.ts): a misread answer would count as
// an error or, worse, end a request early and make the latency look better than it is.
import { describe, expect, it } from 'vitest'
import { requestBytes, ResponseReader } from '../../bench/lib/paced-load'

const bytes = (text: string) => Buffer.from(text, 'latin1')

describe('the paced load bench reads answers', () => {
  it('holds an answer with a length until its last byte has come, then starts on the next', () => {
    const reader = new ResponseReader()
    expect(reader.push(bytes('HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nab'))).toBeUndefined()
    const answer = reader.push(bytes('cdeHTTP/1.1 503 Service Unavailable\r\ncontent-length: 0\r\n'))
    expect(answer?.status).toBe(200)
    expect(answer?.body.toString()).toBe('abcde')
    expect(reader.push(bytes('\r\n'))).toEqual({ status: 503, body: Buffer.alloc(0) })
  })

  it('joins a chunked answer and waits for its closing chunk', () => {
    const reader = new ResponseReader()
    const whole =
      'HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n3\r\nabc\r\na\r\n0123456789\r\n0\r\n\r\n'
    for (let cut = 1; cut < whole.length; cut++) {
      const split = new ResponseReader()
      expect(split.push(bytes(whole.slice(0, cut)))).toBeUndefined()
      expect(split.push(bytes(whole.slice(cut)))?.body.toString()).toBe('abc0123456789')
    }
    expect(reader.push(bytes(whole))?.body.toString()).toBe('abc0123456789')
  })

  it('writes the request line, the headers, the length and the body', () => {
    const request = requestBytes({
      url: 'http://127.0.0.1:8080/cargo.services.OrderService/ListOrders',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    }).toString('latin1')
    expect(request).toBe(
      'POST /cargo.services.OrderService/ListOrders HTTP/1.1\r\nhost: 127.0.0.1:8080\r\n' +
        'content-type: application/json\r\ncontent-length: 2\r\nconnection: keep-alive\r\n\r\n{}',
    )
  })
})
