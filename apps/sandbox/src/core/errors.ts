/** The server error types the front end knows, and the HTTP status each type is sent with. */
export const errorStatus = {
  UnknownErrorException: 500,
  ApplicationDisabledException: 503,
  MethodNotFoundException: 404,
  AuthorizationException: 401,
  InvalidRequestException: 400,
  InternalServerErrorException: 500,
  AccessDeniedException: 403,
  UserDeletedException: 403,
  UserBannedException: 403,
  UserNeedDepositException: 409,
  UserNeedProfileDataException: 409,
  UserNeedConfirmContactException: 409,
  ApplicationUnavailableException: 503,
  InvalidParameterException: 422,
  TooManyRequestsException: 429,
  BillingServiceErrorException: 502,
  BillingTransactionDeclinedException: 402,
  BillingUnavailableException: 503,
  BillingDepositLimitExceededException: 409,
  WithdrawalDeclinedException: 402,
  WithdrawalLimitsExceededException: 409,
  WithdrawalLimitsPeriodExceededException: 409,
  KycUserProfileException: 409,
  KycWithdrawalException: 409,
  StorageQuotaExceededException: 413,
  SumsubVerificationRequiredException: 409,
  RequisitesOnVerificationException: 409,
  RequisitesValidationRequiredException: 409,
  RequisitesFraudulentException: 403,
  /** Our proposal: sign-in during a time-out or self-exclusion (not 403, which the app shows as a forbidden page). */
  UserSelfExcludedException: 409,
} as const;

export type ErrorType = keyof typeof errorStatus;

/** One field error: a machine code and a human message (first message per field wins in the UI). */
export interface FieldError {
  code: string;
  message: string;
}

export interface ErrorBody {
  error: {
    type: ErrorType;
    message: string;
    code: number;
    invalid_parameters: Record<string, FieldError[]>;
    error_data: Record<string, unknown>;
  };
}

/** Throw from a handler to answer with the catalogue's error envelope. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly type: ErrorType,
    message: string,
    readonly details: {
      status?: number;
      invalid_parameters?: Record<string, FieldError[]>;
      error_data?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
    this.status = details.status ?? errorStatus[type];
  }

  toBody(): ErrorBody {
    return {
      error: {
        type: this.type,
        message: this.message,
        code: this.status,
        invalid_parameters: this.details.invalid_parameters ?? {},
        error_data: this.details.error_data ?? {},
      },
    };
  }
}

/** Shorthand for a validation failure on named fields. */
export function invalidParameters(fields: Record<string, FieldError[]>, message = 'Invalid parameters', errorData: Record<string, unknown> = {}): ApiError {
  return new ApiError('InvalidParameterException', message, { invalid_parameters: fields, error_data: errorData });
}
