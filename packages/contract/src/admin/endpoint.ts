import type { z } from 'zod/mini';
import type { HttpMethod } from '../endpoint.js';
import type { AdminPermission } from './permissions.js';

/**
 * A back-office endpoint, described once like the player realm's (DESIGN.md "Endpoints"), in
 * its own realm: paths under /admin/api/, an operator session cookie instead of a player
 * token, and a guard instead of a module id:
 * - `public`: no session (sign-in);
 * - `operator`: any signed-in operator;
 * - a permission: a signed-in operator whose role holds it (403 otherwise).
 */
export type AdminGuard = 'public' | 'operator' | AdminPermission;

type Schema = z.ZodMiniType;

export interface AdminEndpointSpec {
  method: HttpMethod;
  path: `/admin/api/${string}`;
  guard: AdminGuard;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** The schema of `value` in the success envelope; absent for images and CSV. */
  answer?: Schema;
  produces?: 'json' | 'image' | 'csv';
}

/* @__NO_SIDE_EFFECTS__ */
export const adminEndpoint = <const E extends AdminEndpointSpec>(spec: E): E => spec;

type OutputOf<S> = S extends Schema ? z.output<S> : undefined;
type InputOf<S> = S extends Schema ? z.input<S> : undefined;

/** What the server's handler receives, parsed (defaults applied). */
export interface AdminParsedInput<E extends AdminEndpointSpec> {
  params: OutputOf<E['params']>;
  query: OutputOf<E['query']>;
  body: OutputOf<E['body']>;
}

type Part<K extends string, T> = undefined extends T
  ? { [P in K]?: T }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What the admin app passes. */
export type AdminClientInput<E extends AdminEndpointSpec> = Part<'params', InputOf<E['params']>> &
  Part<'query', InputOf<E['query']>> &
  Part<'body', InputOf<E['body']>>;

/** The `value` of a successful answer. */
export type AdminAnswerOf<E extends AdminEndpointSpec> = OutputOf<E['answer']>;
