/** The server error catalogue. */
export const SERVER_ERROR_TYPES = [
  'UnknownErrorException', 'ApplicationDisabledException', 'MethodNotFoundException', 'AuthorizationException',
  'InvalidRequestException', 'InternalServerErrorException', 'AccessDeniedException', 'UserDeletedException',
  'UserBannedException', 'UserNeedDepositException', 'UserNeedProfileDataException', 'UserNeedConfirmContactException',
  'ApplicationUnavailableException', 'InvalidParameterException', 'TooManyRequestsException',
  'BillingServiceErrorException', 'BillingTransactionDeclinedException', 'BillingUnavailableException',
  'BillingDepositLimitExceededException', 'WithdrawalDeclinedException', 'WithdrawalLimitsExceededException',
  'WithdrawalLimitsPeriodExceededException', 'KycUserProfileException', 'KycWithdrawalException',
  'StorageQuotaExceededException', 'SumsubVerificationRequiredException', 'RequisitesOnVerificationException',
  'RequisitesValidationRequiredException', 'RequisitesFraudulentException',
  // our proposal: sign-in during a time-out or self-exclusion (error data: kind, period, until)
  'UserSelfExcludedException',
] as const;

export type ServerErrorType = (typeof SERVER_ERROR_TYPES)[number];

export function isServerErrorType(value: unknown): value is ServerErrorType {
  return typeof value === 'string' && (SERVER_ERROR_TYPES as readonly string[]).includes(value);
}

/** The fields of a server error the rules read; adapters map SDK errors to this shape. */
export interface ServerErrorLike {
  readonly type?: string;
  /** HTTP status, when known. */
  readonly status?: number;
  readonly message?: string;
  readonly code?: string | number;
  readonly data?: Readonly<Record<string, unknown>>;
}

/** The failures about money (billing, payment limits): how each is shown is left to the cashier screens. */
export const MONEY_ERROR_TYPES: readonly ServerErrorType[] = [
  'BillingServiceErrorException', 'BillingTransactionDeclinedException', 'BillingUnavailableException',
  'BillingDepositLimitExceededException', 'WithdrawalDeclinedException', 'WithdrawalLimitsExceededException',
  'WithdrawalLimitsPeriodExceededException', 'KycUserProfileException', 'KycWithdrawalException',
  'UserNeedDepositException', 'StorageQuotaExceededException', 'SumsubVerificationRequiredException',
  'RequisitesOnVerificationException', 'RequisitesValidationRequiredException', 'RequisitesFraudulentException',
];
