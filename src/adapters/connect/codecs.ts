import { create } from '@bufbuild/protobuf'
import { timestampDate, timestampFromDate, type Timestamp } from '@bufbuild/protobuf/wkt'
import { MoneySchema, UnitValueSchema, type Money as ProtoMoney, type UnitValue as ProtoUnitValue } from '../../gen/cargo/types/money_pb'
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
  return create(MoneySchema, { value: BigInt(Math.round(money.value)), currencyName: money.currencyName, exponent: money.exponent })
}

export function unitValueFromProto(unit: ProtoUnitValue | undefined): UnitValue {
  if (!unit) return { value: 0, unitName: '', exponent: 0 }
  return { value: Number(unit.value), unitName: unit.unitName, exponent: unit.exponent }
}

export function unitValueToProto(unit: UnitValue): ProtoUnitValue {
  return create(UnitValueSchema, { value: BigInt(Math.round(unit.value)), unitName: unit.unitName, exponent: unit.exponent })
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
