export {
  REASONS,
  REASON_DOMAIN,
  type Reason,
  type ReasonParams,
  type ReasonParamsArg,
  type ReasonParamValue,
  isReason,
  describeReason,
  reasonParamsToWire,
  reasonParamsFromWire,
} from './reasons'
