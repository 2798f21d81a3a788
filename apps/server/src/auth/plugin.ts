import type { AbilityRule, Access, UserData } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/errors.ts';
import { type AppAbility, allows } from './ability.ts';
import { type OpenSession, sessionOfHeader, touchSession } from './session.service.ts';
import { AUTH_CHANNEL, SessionCache } from './session-cache.ts';

export type AuthContext = { sessionId: number; user: UserData; rules: AbilityRule[]; ability: AppAbility };
export type DeclaredRoute = { method: string; url: string; access: Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The handler checks each record against the rules' conditions and fields (decision 015). */
    rowRules?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    declaredRoutes: DeclaredRoute[];
    sessionCache: SessionCache<OpenSession>;
  }
}

const UNDECLARED_OK = [/^\/api\/docs(\/|$)/];

/**
 * Every /api route must declare `config.access`; a route that does not stops the start-up,
 * so nothing is open by accident. The one onRequest hook below enforces the declaration.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('declaredRoutes', [] as DeclaredRoute[]);
  app.decorateRequest('auth', null);

  // Sessions by token hash, trusted only while this process hears the database's auth changes.
  const cache = new SessionCache<OpenSession>();
  app.decorate('sessionCache', cache);
  const unlisten = await app.database.listen(AUTH_CHANNEL, {
    onNotify: (payload) => cache.invalidate(payload),
    onState: (listening) => cache.setListening(listening),
  });
  app.addHook('onClose', unlisten);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((m) => m === 'HEAD')) return;
    if (!route.config?.access) {
      if (UNDECLARED_OK.some((re) => re.test(route.url))) {
        route.config = { ...route.config, access: 'public' };
        return;
      }
      throw new Error(`Route ${methods.join(',')} ${route.url} declares no access`);
    }
    for (const method of methods) {
      if (method !== 'HEAD') app.declaredRoutes.push({ method, url: route.url, access: route.config.access });
    }
  });

  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const found = await sessionOfHeader(app.db, req.headers.authorization, cache);
    if (!found) throw new HttpError(401, { message: 'Your session has ended. Please sign in again.' });
    req.auth = found;
    touchSession(app.db, found.sessionId);
    if (!allows(found.ability, access, req.routeOptions.config?.rowRules)) {
      throw new HttpError(403, { message: 'You are not allowed to do this.' });
    }
  });
});

/** The signed-in user of a route that declared access other than public. */
export function requireAuth(req: { auth: AuthContext | null }): AuthContext {
  if (!req.auth) throw new HttpError(401, { message: 'Your session has ended. Please sign in again.' });
  return req.auth;
}
