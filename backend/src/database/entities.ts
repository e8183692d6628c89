import { Session, LoginAttempt } from '../auth/session.entity.js';
import { BrandFile, BrandSettings } from '../brand/brand-settings.entity.js';
import { EmailModule } from '../module/email-module.entity.js';
import { Organization } from '../organization/organization.entity.js';
import { User } from '../organization/user.entity.js';

/**
 * Every entity of the API. Listed explicitly (no folder scanning) so the compiled app, the
 * migration CLI and the tests see the same model. A new domain adds its entities here.
 */
export const ENTITIES = [Organization, User, EmailModule, Session, LoginAttempt, BrandSettings, BrandFile];
