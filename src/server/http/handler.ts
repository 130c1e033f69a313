import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '../../shared/api/endpoint';
import type { Lang, MessageKey } from '../../shared/messages';
import type { Deps } from '../deps';
import { sessionInvalid } from '../errors/appError';
import type { AuthSession } from './authSession';

export type { AuthSession } from './authSession';

type Out<S> = S extends z.core.$ZodType ? z.output<S> : undefined;

export interface HandlerContext<E extends Endpoint = Endpoint> {
  params: Out<NonNullable<E['params']>>;
  query: Out<NonNullable<E['query']>>;
  body: Out<NonNullable<E['body']>>;
  /** Null on public endpoints; set (or the call refused) on every other. */
  session: AuthSession | null;
  lang: Lang;
  ip: string;
  userAgent: string;
  request: FastifyRequest;
  reply: FastifyReply;
  deps: Deps;
}

export type ReplyData<E extends Endpoint> = z.output<E['reply']>;

export interface RouteHandler {
  endpoint: Endpoint;
  paged: boolean;
  /** The envelope msg on success; 'ok' when absent. */
  successMessage?: MessageKey | undefined;
  run(ctx: HandlerContext): Promise<unknown>;
}

export function defineHandler<E extends Endpoint>(
  endpoint: E,
  run: (ctx: HandlerContext<E>) => Promise<ReplyData<E>>,
  successMessage?: MessageKey,
): RouteHandler {
  return { endpoint, paged: false, successMessage, run: run as RouteHandler['run'] };
}

export function definePagedHandler<E extends Endpoint>(
  endpoint: E,
  run: (ctx: HandlerContext<E>) => Promise<{ rows: ReplyData<E>[]; total: number }>,
): RouteHandler {
  return { endpoint, paged: true, run: run as RouteHandler['run'] };
}

/** The caller of an authenticated endpoint. */
export function sessionOf(ctx: HandlerContext<Endpoint>): AuthSession {
  if (!ctx.session) throw sessionInvalid();
  return ctx.session;
}
