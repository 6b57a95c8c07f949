export {
  type RecordActivity,
  type ActivityStep,
  NO_ACTIVITY,
  activityOf,
  writtenActivity,
  activitySteps,
} from './record-activity'
