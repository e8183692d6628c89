import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { LoginThrottleService } from './login-throttle.service.js';
import { PassportService } from './passport.service.js';

@Module({
  controllers: [AuthController],
  providers: [AuthService, PassportService, LoginThrottleService],
  exports: [AuthService, PassportService],
})
export class AuthModule {}
