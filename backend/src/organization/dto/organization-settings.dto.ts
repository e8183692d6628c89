import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';
import { BodyMessage } from '../../common/validation.js';

export class OrganizationSettingsDto {
  @ApiProperty({ description: 'When on, a campaign is exported or pushed to an email service only once it is approved' })
  approvalRequired!: boolean;
}

@BodyMessage('Send the settings to change, e.g. { "approvalRequired": true }', { whenNoneOf: ['approvalRequired'] })
export class UpdateOrganizationSettingsDto {
  @ApiPropertyOptional({ description: 'When on, a campaign is exported or pushed to an email service only once it is approved' })
  @IsOptional()
  @IsBoolean({ message: 'approvalRequired must be true or false' })
  approvalRequired?: boolean;
}
