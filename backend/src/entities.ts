import { Session, LoginAttempt } from './auth/session.entity.js';
import { Campaign } from './campaign/campaign.entity.js';
import { EmailConcept } from './concept/email-concept.entity.js';
import { CalendarPlaceholder } from './calendar/calendar-placeholder.entity.js';
import { CalendarSettings } from './calendar/calendar-settings.entity.js';
import { BrandFile, BrandSettings } from './brand/brand-settings.entity.js';
import { EmailModule } from './module/email-module.entity.js';
import { Organization } from './organization/organization.entity.js';
import { User } from './organization/user.entity.js';
import { Invitation } from './organization/invitation.entity.js';
import { Activity } from './organization/activity.entity.js';
import { CampaignComment } from './campaign/campaign-comment.entity.js';
import { ReviewLink } from './campaign/review-link.entity.js';
import { EmailConnection } from './email-services/connections/email-connection.entity.js';
import { CampaignPush } from './email-services/push/campaign-push.entity.js';
import { CalendarFeedItem } from './calendar/calendar-feed-item.entity.js';
import { CalendarLink } from './calendar/calendar-link.entity.js';

/**
 * Every entity of the API. Listed explicitly (no folder scanning) so the compiled app, the
 * migration CLI and the tests see the same model. A new domain adds its entities here.
 */
export const ENTITIES = [Organization, User, EmailModule, Session, LoginAttempt, BrandSettings, BrandFile, Campaign, EmailConcept, CalendarSettings, CalendarPlaceholder, Activity, CampaignComment, ReviewLink, CalendarLink, CalendarFeedItem, EmailConnection, CampaignPush, Invitation];
