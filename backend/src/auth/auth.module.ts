import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { OrganizationModule } from '../organization/organization.module.js';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LocalAuthGuard } from './local-auth.guard.js';
import { LocalStrategy } from './local.strategy.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { SessionUserHandoff } from './session-store.js';
import { SessionSerializer } from './session.serializer.js';

@Module({
  imports: [PassportModule, OrganizationModule],
  controllers: [AuthController],
  providers: [AuthService, LoginThrottleService, LocalStrategy, LocalAuthGuard, SessionSerializer, SessionUserHandoff],
  exports: [AuthService, SessionUserHandoff],
})
export class AuthModule {}
