import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { CONTENT_WRITER_ROLES, FORBIDDEN_MESSAGES, MESSAGES } from '@mailplan/shared';
import { ACCESS_KEY, type AccessRule } from './access.decorators.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Global guard: closed by default, opened per route with @Public(), @SignedIn() or @Can(). A
 * route without a decision (which a platform test refuses) still needs a member, and a
 * content-writer role for writes.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const rule =
      this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]) ?? {};
    if (rule.public) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const user = req.user;
    if (!user) throw new UnauthorizedException(MESSAGES.notAuthenticated);
    if (!rule.withoutOrganization && !user.organizationId) throw new ForbiddenException(MESSAGES.organizationRequired);
    const allowed = rule.roles ?? (READ_METHODS.has(req.method) ? undefined : CONTENT_WRITER_ROLES);
    if (allowed && !allowed.includes(user.role)) {
      throw new ForbiddenException(rule.permission ? FORBIDDEN_MESSAGES[rule.permission] : MESSAGES.forbiddenRole);
    }
    return true;
  }
}
