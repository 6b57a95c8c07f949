import type { ConnectRouter, HandlerContext } from '@connectrpc/connect'
import {
  CitySchema,
  CountrySchema,
  LocationService,
  StateSchema,
} from '../../src/gen/cargo/services/locations_pb'
import { requireAdmin, requireReader } from '../http/auth'
import type { ServiceDeps } from './context'
import { toProto } from './mapping/convert'
import type { SqlTable as Table } from '../storage/sql/table'
import { findRow, present, requiredText, type Collection } from './validate'

/** Countries, states and cities: read by everyone with business access; only displayName is editable (admin). */
export function registerLocationService(router: ConnectRouter, deps: ServiceDeps): void {
  const { db } = deps
  function rename<T extends { name: string; displayName: string }>(
    ctx: HandlerContext,
    table: Table<T>,
    collection: Collection,
    name: string,
    input: { displayName: string } | undefined,
    field: string,
  ): T {
    requireAdmin(ctx)
    const row = findRow(table, 'name', name, collection)
    const displayName = requiredText(`${field}.display_name`, present(field, input).displayName, 200)
    const updated = { ...row, displayName }
    table.put(updated)
    deps.changed()
    return updated
  }
  const country = (row: object) => toProto(CountrySchema, row)
  const state = (row: object) => toProto(StateSchema, row)
  const city = (row: object) => toProto(CitySchema, row)
  router.service(LocationService, {
    listCountries(_req, ctx) {
      requireReader(ctx)
      return { countries: db.countries.all().map(country) }
    },
    getCountry(req, ctx) {
      requireReader(ctx)
      return { country: country(findRow(db.countries, 'name', req.name, 'countries')) }
    },
    updateCountry(req, ctx) {
      return { country: country(rename(ctx, db.countries, 'countries', req.name, req.country, 'country')) }
    },
    listStates(req, ctx) {
      requireReader(ctx)
      const code = req.countryCode.trim().toLowerCase()
      return {
        states: db.states
          .all()
          .filter((s) => !code || s.countryCode === code)
          .map(state),
      }
    },
    getState(req, ctx) {
      requireReader(ctx)
      return { state: state(findRow(db.states, 'name', req.name, 'states')) }
    },
    updateState(req, ctx) {
      return { state: state(rename(ctx, db.states, 'states', req.name, req.state, 'state')) }
    },
    listCities(req, ctx) {
      requireReader(ctx)
      const countryCode = req.countryCode.trim().toLowerCase()
      const stateCode = req.stateCode.trim().toLowerCase()
      return {
        cities: db.cities
          .all()
          .filter(
            (c) =>
              (!countryCode || c.countryCode === countryCode) && (!stateCode || c.stateCode === stateCode),
          )
          .map(city),
      }
    },
    getCity(req, ctx) {
      requireReader(ctx)
      return { city: city(findRow(db.cities, 'name', req.name, 'cities')) }
    },
    updateCity(req, ctx) {
      return { city: city(rename(ctx, db.cities, 'cities', req.name, req.city, 'city')) }
    },
  })
}
