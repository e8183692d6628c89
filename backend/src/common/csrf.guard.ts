import { type CanActivate, type ExecutionContext, ForbiddenException, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { CSRF_HEADER, CSRF_HEADER_VALUE, MESSAGES } from '@mailplan/shared';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/config.js';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery defence on top of the SameSite=Lax cookie: every write must carry
 * `X-Requested-With: XMLHttpRequest` (a cross-site form cannot, and no CORS is enabled) and a
 * present Origin must be this host (or a configured development origin).
 */
@Injectable()
export class CsrfGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<Request>();
    if (!WRITE_METHODS.has(req.method)) return true;
    if (req.get(CSRF_HEADER) !== CSRF_HEADER_VALUE) throw new ForbiddenException(MESSAGES.csrfMissing);
    const origin = req.get('origin');
    if (origin && origin !== 'null' && !this.isAllowedOrigin(origin, req)) throw new ForbiddenException(MESSAGES.csrfMissing);
    if (origin === 'null') throw new ForbiddenException(MESSAGES.csrfMissing);
    return true;
  }

  private isAllowedOrigin(origin: string, req: Request): boolean {
    if (this.config.allowedOrigins.includes(origin)) return true;
    let originHost: string;
    try {
      originHost = new URL(origin).hostname;
    } catch {
      return false;
    }
    // Compared by host name: a proxy may forward `Host` without the port (nginx's $host).
    const forwarded = this.config.trustProxy > 0 ? req.get('x-forwarded-host')?.split(',')[0]?.trim() : undefined;
    const host = forwarded || req.get('host');
    if (!host) return false;
    try {
      return new URL(`http://${host}`).hostname === originHost;
    } catch {
      return false;
    }
  }
}
