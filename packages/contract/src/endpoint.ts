import type { z } from 'zod/mini';
import type { ModuleId } from './modules.js';
import type { FeatureSwitch } from './whitelabel.js';

/**
 * An endpoint, described once (DESIGN.md "Endpoints"): the server registers its route from this
 * and the web client calls through it, so a method, path, module id or field limit is never
 * typed twice. The shape follows ts-rest's contracts, over zod/mini.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call it:
 * - `public`: anyone (no session is looked at);
 * - `optional`: anyone, and the member too when the token is live;
 * - `member`: a live session (401 otherwise); a free-trial account included;
 * - `realMember`: a live session of a real account (free trial refused with trial.not.allowed);
 * - `ticket`: a game vendor's page, authorised by the launch ticket it carries, not a session.
 */
export type Access = 'public' | 'optional' | 'member' | 'realMember' | 'ticket';

/**
 * How the body travels: JSON; form-encoded (spec/01 §7 names some); or `encrypted`: the client
 * seals the `body` schema's JSON with a one-time AES key (BODY_ENCRYPTION) and sends `{ value }`
 * with the `Encryption` header, and the server parses the opened payload with `body`; or
 * `multipart` (form-data with files): `body` describes its text fields, the handler reads the files.
 */
export type BodyEncoding = 'json' | 'form' | 'encrypted' | 'multipart';

/**
 * What the answer is: the JSON envelope around `answer` (the default), or something a browser
 * takes as it is: an image, a page, or a redirect.
 */
export type Produces = 'json' | 'svg' | 'html' | 'redirect' | 'image';

type Schema = z.ZodMiniType;

export interface EndpointSpec {
  method: HttpMethod;
  path: string;
  module: ModuleId;
  /**
   * The whitelabel switch of the feature within the module (REWCEN3 ...): a site with it off
   * answers function.not.available, as for a module that is off.
   */
  feature?: FeatureSwitch;
  access: Access;
  /** Answers in maintenance, under region restriction and with the module off (site status). */
  system?: true;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  encoding?: BodyEncoding;
  /** The schema of `value` in the success envelope; absent when `produces` is not json. */
  answer?: Schema;
  produces?: Produces;
}

/** An endpoint's description; `endpoint({...})` keeps its literal types for both sides. */
/* @__NO_SIDE_EFFECTS__ */
export const endpoint = <const E extends EndpointSpec>(spec: E): E => spec;

type OutputOf<S> = S extends Schema ? z.output<S> : undefined;
type InputOf<S> = S extends Schema ? z.input<S> : undefined;

/** What the server's handler receives, parsed (defaults applied). */
export interface ParsedInput<E extends EndpointSpec> {
  params: OutputOf<E['params']>;
  query: OutputOf<E['query']>;
  body: OutputOf<E['body']>;
}

/** Fields the client's sealing adds to every encrypted body (see BODY_ENCRYPTION). */
type SealedFields = 'timestamp' | 'nonce';

/** The body a client passes: for encrypted ones, without what sealing adds. */
type ClientBody<E extends EndpointSpec> = E['encoding'] extends 'encrypted'
  ? Omit<InputOf<E['body']>, SealedFields>
  : InputOf<E['body']>;

/** A part of the input is required only when its schema requires something. */
type Part<K extends string, T> = undefined extends T
  ? { [P in K]?: T }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What a client passes: the schemas' inputs (defaults may be left out). */
export type ClientInput<E extends EndpointSpec> = Part<'params', InputOf<E['params']>> &
  Part<'query', InputOf<E['query']>> &
  Part<'body', ClientBody<E>>;

/** The `value` of a successful answer. */
export type AnswerOf<E extends EndpointSpec> = OutputOf<E['answer']>;

/** Fills `:name` segments of a path; values are URI-encoded. */
export const pathWith = (path: string, params: Record<string, string | number> | undefined) =>
  params
    ? path.replace(/:(\w+)/g, (_, name: string) => {
        const value = params[name];
        if (value === undefined) throw new Error(`missing path parameter ${name}`);
        return encodeURIComponent(String(value));
      })
    : path;
