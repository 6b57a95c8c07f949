export {
  REASONS,
  REASON_DOMAIN,
  type Reason,
  type ReasonParamsArg,
  describeReason,
  reasonParamsToWire,
  reasonParamsFromWire,
} from './reasons'
