import { create } from '@bufbuild/protobuf'
import { timestampDate, timestampFromDate, type Timestamp } from '@bufbuild/protobuf/wkt'
import {
  MoneySchema,
  UnitValueSchema,
  type Money as ProtoMoney,
  type UnitValue as ProtoUnitValue,
} from '../../gen/cargo/types/money_pb'
import type { RecordActivity } from '../../domain/activity'
import { USD_CURRENCY_NAME, USD_EXPONENT, type Money, type UnitValue } from '../../domain/money'

/** Shared codecs between proto and domain types: Money, UnitValue, Timestamp, uint64 ids. */

const USD_ZERO: Money = { value: 0, currencyName: USD_CURRENCY_NAME, exponent: USD_EXPONENT }

/** An absent Money reads as zero usd (spec §9: usd is the default currency). */
export function moneyFromProto(money: ProtoMoney | undefined): Money {
  if (!money) return USD_ZERO
  return {
    value: Number(money.value),
    currencyName: money.currencyName || USD_CURRENCY_NAME,
    exponent: money.currencyName ? money.exponent : USD_EXPONENT,
  }
}

export function moneyToProto(money: Money): ProtoMoney {
  return create(MoneySchema, {
    value: BigInt(Math.round(money.value)),
    currencyName: money.currencyName,
    exponent: money.exponent,
  })
}

export function unitValueFromProto(unit: ProtoUnitValue | undefined): UnitValue {
  if (!unit) return { value: 0, unitName: '', exponent: 0 }
  return { value: Number(unit.value), unitName: unit.unitName, exponent: unit.exponent }
}

export function unitValueToProto(unit: UnitValue): ProtoUnitValue {
  return create(UnitValueSchema, {
    value: BigInt(Math.round(unit.value)),
    unitName: unit.unitName,
    exponent: unit.exponent,
  })
}

export function dateFromProto(timestamp: Timestamp | undefined): Date | undefined {
  return timestamp ? timestampDate(timestamp) : undefined
}

export function dateToProto(date: Date | undefined): Timestamp | undefined {
  return date ? timestampFromDate(date) : undefined
}

/** uint64 ids are bigint on the wire and numbers in the domain (safe below 2^53). */
export const idFromProto = (id: bigint): number => Number(id)
export const idToProto = (id: number): bigint => BigInt(id)

/** Money that may be absent stays absent (null) instead of reading as zero. */
export function nullableMoneyFromProto(money: ProtoMoney | undefined): Money | null {
  return money ? moneyFromProto(money) : null
}

export function nullableMoneyToProto(money: Money | null | undefined): ProtoMoney | undefined {
  return money ? moneyToProto(money) : undefined
}

export function nullableUnitValueFromProto(unit: ProtoUnitValue | undefined): UnitValue | null {
  return unit ? unitValueFromProto(unit) : null
}

export function nullableUnitValueToProto(unit: UnitValue | null | undefined): ProtoUnitValue | undefined {
  return unit ? unitValueToProto(unit) : undefined
}

/** An unset Timestamp is null in the domain. */
export const nullableDateFromProto = (timestamp: Timestamp | undefined): Date | null =>
  dateFromProto(timestamp) ?? null

export const nullableDateToProto = (date: Date | null | undefined): Timestamp | undefined =>
  date ? dateToProto(date) : undefined

/** A copy of a proto map (`{ [key]: value }`) as a plain record. */
export const recordFromProto = (map: { [key: string]: string } | undefined): Record<string, string> => ({
  ...(map ?? {}),
})

/** The activity fields of a record message (unset times read as null). The to-proto mappers never send them. */
export function activityFromProto(message: {
  createTime?: Timestamp
  createdBy: string
  updateTime?: Timestamp
  updatedBy: string
}): RecordActivity {
  return {
    createTime: nullableDateFromProto(message.createTime),
    createdBy: message.createdBy,
    updateTime: nullableDateFromProto(message.updateTime),
    updatedBy: message.updatedBy,
  }
}

/** A record's version as the domain keeps it (decision 0130): absent when the server sent none. */
export const etagFromProto = (message: { etag: string }): { etag?: string } =>
  message.etag ? { etag: message.etag } : {}
