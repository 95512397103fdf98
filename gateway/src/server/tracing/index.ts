/**
 * Traces: W3C trace context in and out, and the gateway's own spans (no automatic
 * instrumentation). One span per GraphQL operation (its name and type, its cost estimate; never
 * its variables), a child span per Care API call (the contract's route template, method, status)
 * and a span per call list the hub pushes. Every Care API request carries the `traceparent` of
 * its span, and so do the hub connection's handshake requests.
 *
 * With tracing off (no tracer) nothing is recorded, but a `traceparent` that came in is passed on
 * unchanged to the Care API, and its trace id goes into the request's log lines and audit events,
 * so a proxy's or a client's trace can still be followed. A request without one has no trace id.
 */
import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Span,
  type TextMapGetter,
  type TextMapSetter,
  type Tracer,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';

export { SpanKind, SpanStatusCode, type Span, type Tracer } from '@opentelemetry/api';
export { startTracingSdk, type TracingSdk } from './sdk.ts';

const propagator = new W3CTraceContextPropagator();

type Headers = Record<string, string | string[] | undefined>;
const getter: TextMapGetter<Headers> = {
  keys: (carrier) => Object.keys(carrier),
  get: (carrier, key) => carrier[key],
};
const setter: TextMapSetter<Record<string, string>> = {
  set: (carrier, key, value) => {
    carrier[key] = value;
  },
};

/** The caller's trace of an incoming request (its `traceparent`), as a span to start children of; undefined without one. */
export function incomingTrace(headers: Headers): Span | undefined {
  if (headers.traceparent === undefined) return undefined;
  return trace.getSpan(propagator.extract(ROOT_CONTEXT, headers, getter));
}

/**
 * A span under `parent` (none: a new trace). Without a tracer nothing is recorded: the parent
 * itself stands for the work, so its trace still travels on.
 */
export function startSpan(
  tracer: Tracer | null,
  name: string,
  kind: SpanKind,
  parent: Span | undefined,
  attributes?: Attributes,
): Span | undefined {
  if (!tracer) return parent;
  return tracer.startSpan(name, { kind, attributes }, parent ? trace.setSpan(ROOT_CONTEXT, parent) : ROOT_CONTEXT);
}

/** Ends a span this code started (not a parent that stood in for it). */
export function endSpan(span: Span | undefined, parent: Span | undefined, failed = false): void {
  if (!span || span === parent) return;
  if (failed) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

/** The trace id of a span, when it has a valid one. */
export function traceIdOf(span: Span | undefined): string | undefined {
  const spanContext = span?.spanContext();
  return spanContext && trace.isSpanContextValid(spanContext) ? spanContext.traceId : undefined;
}

/** Adds `traceparent` (and `tracestate`) naming `span` to outgoing headers. */
export function injectTrace(span: Span | undefined, headers: Record<string, string>): void {
  if (span) propagator.inject(trace.setSpan(ROOT_CONTEXT, span), headers, setter);
}
