// The shapes the shell reads from the auth and organization endpoints. They mirror the API's
// UserDto / LoginResponseDto / OrganizationDto; switch to the generated types in
// @mailplan/api once those are committed.

export interface SessionUser {
  id: number;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  role?: string;
  organizationId?: number | null;
  pendingSetup?: boolean;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResponse {
  user: SessionUser;
  pendingSetup?: boolean;
}

export interface RegisterRequest {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  pendingSetup: true;
}

export interface Organization {
  id: number;
  name: string;
}

export interface BrandSettingsSummary {
  id?: number;
  name?: string | null;
  emailStrategy?: { generatedStrategy?: string | null } | null;
}
