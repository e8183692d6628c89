import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiGoneResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { MESSAGES } from '@mailplan/shared';
import { Public, SignedIn } from '../common/access.decorators.js';
import { CurrentUser } from '../common/current-user.decorator.js';
import { ErrorResponseDto } from '../common/error-response.dto.js';
import type { SessionUser } from '../common/session-user.js';
import { AccountRepository } from '../organization/accounts.repository.js';
import { MeDto, UserDto, toUserDto } from '../organization/dto/user.dto.js';
import { InvitationsService } from '../organization/invitations.service.js';
import { AuthService } from './auth.service.js';
import { LoginDto, LoginResponseDto } from './dto/login.dto.js';
import { RegisterDto } from './dto/register.dto.js';
import { LocalAuthGuard } from './local-auth.guard.js';
import { logIn } from './session.serializer.js';
import { SESSION_COOKIE } from './sessions.js';

const csrf = ApiForbiddenResponse({ type: ErrorResponseDto, description: 'Missing CSRF header (X-Requested-With: XMLHttpRequest)' });

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly invitations: InvitationsService,
    private readonly accounts: AccountRepository,
  ) {}

  @Post('register')
  @Public()
  @ApiOperation({
    operationId: 'register',
    summary: 'Create an account and start a session',
    description: "With `invitationToken` the account joins the invitation's organization with its role (no organization set-up); 404 for an unknown link, 410 for one expired, revoked or used, 403 for another email.",
  })
  @ApiCreatedResponse({ type: UserDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'An invitation token that no invitation has' })
  @ApiGoneResponse({ type: ErrorResponseDto, description: 'An invitation that was used, revoked, replaced or has expired' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: MESSAGES.emailTaken })
  @csrf
  async register(@Body() dto: RegisterDto, @Req() req: Request): Promise<UserDto> {
    const token = dto.invitationToken;
    const user = token ? await this.invitations.register({ ...dto, invitationToken: token }) : await this.auth.register(dto);
    await logIn(req, user);
    return toUserDto(user);
  }

  @Post('login')
  @Public()
  @HttpCode(200)
  @ApiOperation({ operationId: 'login', summary: 'Sign in with email and password; starts a new session' })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorResponseDto, description: MESSAGES.invalidCredentials })
  @ApiTooManyRequestsResponse({ type: ErrorResponseDto, description: MESSAGES.tooManyLoginAttempts })
  @ApiResponse({ status: 503, type: ErrorResponseDto, description: 'The attempt counter is unavailable; sign-in refused' })
  @csrf
  @UseGuards(LocalAuthGuard)
  // The body is validated, throttled and checked by LocalAuthGuard; `dto` documents it.
  login(@Body() _dto: LoginDto, @CurrentUser() user: SessionUser): LoginResponseDto {
    return { user: toUserDto(user), pendingSetup: user.pendingSetup };
  }

  @Post('logout')
  @SignedIn()
  @HttpCode(204)
  @ApiOperation({ operationId: 'logout', summary: 'End the session' })
  @ApiNoContentResponse({ description: 'Signed out; the session is destroyed and the cookie cleared' })
  @csrf
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    if (req.session) await new Promise<void>((resolve, reject) => req.session.destroy((err) => (err ? reject(err) : resolve())));
    res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' });
  }

  @Get('me')
  @SignedIn()
  @ApiOperation({ operationId: 'getMe', summary: "The signed-in user and their organization's name (401 when nobody is signed in)" })
  @ApiOkResponse({ type: MeDto })
  async me(@CurrentUser() user: SessionUser): Promise<MeDto> {
    // the name is what the screens show for the organization (the inbox preview's sender when the brand has no name)
    const organizationName = user.organizationId === null ? null : await this.accounts.organizationName(user.organizationId);
    return { ...toUserDto(user), organizationName };
  }
}
