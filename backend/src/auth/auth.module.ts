import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LocalAuthGuard } from './local-auth.guard.js';
import { LocalStrategy } from './local.strategy.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { SessionSerializer } from './session.serializer.js';

@Module({
  imports: [PassportModule],
  controllers: [AuthController],
  providers: [AuthService, LoginThrottleService, LocalStrategy, LocalAuthGuard, SessionSerializer],
  exports: [AuthService],
})
export class AuthModule {}
