import { ApiProperty } from '@nestjs/swagger';

export class ErrorDetailDto {
  @ApiProperty({ description: 'Where the problem is, e.g. `fields.0.name`', example: 'fields.0.name' })
  path!: string;

  @ApiProperty({ example: 'Field name is required' })
  message!: string;
}

/** The one shape of every error answer (docs/architecture.md, "Errors"). */
export class ErrorResponseDto {
  @ApiProperty({ example: 400 })
  statusCode!: number;

  @ApiProperty({ example: 'Bad Request' })
  error!: string;

  @ApiProperty({ description: 'A sentence to show the user', example: 'Field name is required' })
  message!: string;

  @ApiProperty({ type: [ErrorDetailDto], required: false, description: 'Every validation failure' })
  errors?: ErrorDetailDto[];
}
