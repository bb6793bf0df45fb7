import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { MESSAGES } from '../http/messages';
import { forbidden, unauthorized } from '../http/problem';
import type {
  Authentication,
  ImpersonationGate,
  RunningImpersonation,
  SessionService,
} from '../contexts/identity';
import { isApiPath } from './paths';
import { PUBLIC_API_ROUTES, type PublicApiRoute } from './public-api-routes';
import { sessionTokenOf } from './session';

/** What a route asks of its caller: nothing, any live session, or an administrator's. */
export type RequiredSession = 'none' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set while the caller's administrator session views the portal as an investor. */
    impersonation: RunningImpersonation | null;
  }
  interface FastifyContextConfig {
    /** 'admin': only an administrator may call the route; an investor hears 403. */
    access?: 'admin';
    /**
     * What login by default decided for the route when it was registered. Set only by
     * `registerLoginByDefault`: a route asks for more with `access`, for less through the list
     * of public routes.
     */
    requiredSession?: RequiredSession;
  }
  interface FastifyInstance {
    /** Every route login by default decided on, in registration order (the route-guard test walks it). */
    routeAccess: readonly RouteAccess[];
  }
}

export interface RouteAccess {
  method: string;
  url: string;
  requiredSession: RequiredSession;
}

type RouteToDecide = Pick<RouteOptions, 'method' | 'url' | 'config'>;

/** HEAD is the GET route without its body: the same route to the list. */
function listedMethod(method: string): string {
  return method === 'HEAD' ? 'GET' : method;
}

/**
 * The rule, for one route: an `/api` route needs a session unless the public list names it,
 * `access: 'admin'` asks for an administrator's anywhere, and everything else is open. A route
 * the list names for some of its methods only is refused, as is one that is listed and marked
 * admin: both would leave the reader to guess.
 */
export function requiredSessionOf(
  route: RouteToDecide,
  publicRoutes: ReadonlySet<string>,
): RequiredSession {
  const config = route.config as { access?: unknown; requiredSession?: unknown } | undefined;
  const name = `${[route.method].flat().join(',')} ${route.url}`;
  if (config?.requiredSession !== undefined) {
    throw new Error(`${name}: requiredSession is decided by login by default, not by the route`);
  }
  const access = config?.access;
  if (access !== undefined && access !== 'admin') {
    throw new Error(`${name}: access may only be 'admin'`);
  }
  const methods = [route.method].flat().map(listedMethod);
  const listed = methods.filter((method) => publicRoutes.has(`${method} ${route.url}`));
  if (listed.length > 0 && listed.length < methods.length) {
    throw new Error(`${name}: list every method of the route as public, or none`);
  }
  if (listed.length > 0) {
    if (access === 'admin') throw new Error(`${name}: a public route cannot be admin-only`);
    return 'none';
  }
  if (access === 'admin') return 'admin';
  return route.url !== undefined && isApiPath(route.url) ? 'user' : 'none';
}

/** What tells who is calling: the session, and an impersonation its administrator runs. */
export interface Callers {
  sessions: Pick<SessionService, 'authenticate'>;
  impersonations: Pick<ImpersonationGate, 'decide'>;
}

/** A GET of a route whose answers are kept in the database: read with the session (kept-answers). */
function sharedAnswerPath(request: FastifyRequest): string | null {
  return request.method === 'GET' && request.routeOptions.config.keptAnswer === 'shared'
    ? request.url
    : null;
}

/**
 * Who the request acts as, or null without a live session. While an administrator views the
 * portal as an investor, that is the investor (the gate decides, and refuses with 403 what the
 * impersonation may not do); `request.impersonation` then names it for the audit log.
 */
export async function authenticateRequest(
  callers: Callers,
  request: FastifyRequest,
): Promise<Authentication | null> {
  const auth = await callers.sessions.authenticate(
    sessionTokenOf(request),
    sharedAnswerPath(request),
  );
  if (!auth) return null;
  const decision = await callers.impersonations.decide(
    auth,
    request.method,
    request.routeOptions.url,
  );
  request.impersonation = decision.impersonation;
  if (decision.refusal) throw decision.refusal;
  return decision.auth;
}

/**
 * Establishes who is calling (request.auth) or refuses: 401 without a live session, 403 for an
 * investor on an administrator's route. The messages are the API's usual ones.
 */
export async function requireSession(
  callers: Callers,
  request: FastifyRequest,
  required: Exclude<RequiredSession, 'none'>,
): Promise<void> {
  const auth = await authenticateRequest(callers, request);
  if (!auth) throw unauthorized();
  request.auth = auth;
  if (required === 'admin' && auth.user.role !== 'admin') throw forbidden(MESSAGES.adminOnly);
}

/**
 * A write to a public route with a session cookie: the caller is established here too, so an
 * impersonation's rules hold on public routes as well (a stale cookie stays anonymous here; a
 * route that needs the caller, `identifyCaller`, refuses it itself).
 */
async function identifyOnPublicWrite(callers: Callers, request: FastifyRequest): Promise<void> {
  const token = sessionTokenOf(request);
  if (token === undefined || token === '') return;
  request.auth = await authenticateRequest(callers, request);
}

export interface LoginByDefaultOptions {
  /** Routes a test registers itself and calls without a session; production adds none. */
  extraPublicRoutes?: readonly PublicApiRoute[];
}

/**
 * Login by default: every route's need is decided once, as it is registered (onRoute), from
 * PUBLIC_API_ROUTES and its `access`, and one hook enforces it. The hook is the app's first
 * preValidation step, so it runs before any route's own steps (rate limits, the contract
 * scope's ownership check, the text check) and before validation: a caller without a session
 * hears 401 whatever the body or path holds, and no route can forget to ask. Register before
 * any route.
 */
export function registerLoginByDefault(
  app: FastifyInstance,
  callers: Callers,
  { extraPublicRoutes = [] }: LoginByDefaultOptions = {},
): void {
  const publicRoutes = new Set<string>([...PUBLIC_API_ROUTES, ...extraPublicRoutes]);
  const decided: RouteAccess[] = [];
  app.decorate('routeAccess', decided);
  app.addHook('onRoute', (route) => {
    const requiredSession = requiredSessionOf(route, publicRoutes);
    // A new object: routes may share one config object, and each route gets its own decision.
    route.config = { ...route.config, requiredSession };
    for (const method of [route.method].flat()) {
      decided.push({ method, url: route.url ?? '', requiredSession });
    }
  });
  // A callback hook, not an async one: it runs on every request, and public ones have no work.
  app.addHook('preValidation', (request, _reply, done) => {
    const required = requiredSessionFor(request);
    if (required === 'none') {
      if (isWrite(request.method)) identifyOnPublicWrite(callers, request).then(() => done(), done);
      else done();
      return;
    }
    requireSession(callers, request, required).then(() => done(), done);
  });
}

function isWrite(method: string): boolean {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
}

/**
 * The decision stored on the matched route. A route registered before the onRoute hook has
 * none: under /api it still needs a session (fail closed). The not-found handler matched no
 * route and stays open, so an unknown /api path is the usual 404.
 */
function requiredSessionFor(request: FastifyRequest): RequiredSession {
  const stored = request.routeOptions.config.requiredSession;
  if (stored !== undefined) return stored;
  const url = request.routeOptions.url;
  return url !== undefined && isApiPath(url) ? 'user' : 'none';
}
