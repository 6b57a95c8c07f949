import { MatchersV3 } from '@pact-foundation/pact'
import { expect } from 'vitest'
import type { Document } from '../../../src/domain/documents'
import { CONTRACT, STATES } from '../../states'
import { int64, REQUEST_ID, timestampJson, type RpcCase } from '../harness'

const { like, eachLike } = MatchersV3

const document = {
  name: like('documents/1'),
  displayName: like('receipt.txt'),
  size: int64('5'),
  location: like('payments/1'),
  url: like('/files/documents/1/receipt.txt'),
  contentType: like('text/plain'),
}

const approval = {
  name: like('approvals/1'),
  id: int64('1'),
  createdAt: timestampJson('2026-01-15T00:00:00Z'),
  createdBy: like('admin'),
  entityName: like('orders/9998/services/1'),
}

const formula = {
  name: like('formulas/1'),
  id: int64('1'),
  entityName: like('orderServiceTypes/shipping'),
  key: like('amount'),
  value: like('1250.00'),
}

const FORMULA_JSON = {
  entityName: 'orderServiceTypes/shipping',
  filters: { terminalName: 'terminals/1' },
  key: 'amount',
  value: '1250.00',
}

const FORMULA = { name: '', id: 0, ...FORMULA_JSON, filters: { terminalName: 'terminals/1' } }

const country = { name: like('countries/us'), code: like('us'), displayName: like('United States') }
const state = {
  ...country,
  name: like('states/us-ga'),
  code: like('ga'),
  displayName: like('Georgia'),
  countryCode: like('us'),
}
const city = {
  ...state,
  name: like('cities/us-ga-sav'),
  code: like('sav'),
  displayName: like('Savannah'),
  stateCode: like('ga'),
}

export const referenceCases: RpcCase[] = [
  {
    rpc: 'DocumentService/ListDocuments',
    state: STATES.records,
    description: "a ListDocuments call for a payment's documents, names and URLs only",
    request: { location: 'payments/1', fieldMask: 'name,displayName,url' },
    response: {
      documents: eachLike({
        name: like('documents/1'),
        displayName: like('receipt.txt'),
        url: like('/files/documents/1/receipt.txt'),
      }),
    },
    call: (a) =>
      a.documents.listDocuments({ location: 'payments/1', fields: ['name', 'displayName', 'url'] }),
  },
  {
    rpc: 'DocumentService/GetDocument',
    state: STATES.records,
    request: { name: CONTRACT.document },
    response: { document: { ...document, content: like('aGVsbG8=') } },
    call: (a) => a.documents.getDocument(CONTRACT.document),
    check: (result) => expect(new TextDecoder().decode((result as Document).content)).toBe('hello'),
  },
  {
    rpc: 'DocumentService/CreateDocument',
    state: STATES.seed,
    description: 'a CreateDocument call carrying the bytes as base64',
    request: {
      document: {
        displayName: 'receipt.txt',
        location: 'payments/1',
        contentType: 'text/plain',
        content: 'aGVsbG8=',
      },
    },
    requestId: REQUEST_ID,
    response: { document },
    call: (a) =>
      a.documents.createDocument(
        {
          displayName: 'receipt.txt',
          location: 'payments/1',
          contentType: 'text/plain',
          content: new TextEncoder().encode('hello'),
        },
        { requestId: REQUEST_ID },
      ),
    check: (result) => expect((result as Document).size).toBe(5),
  },
  {
    rpc: 'DocumentService/DeleteDocument',
    state: STATES.records,
    request: { name: CONTRACT.document },
    response: {},
    call: (a) => a.documents.deleteDocument(CONTRACT.document),
  },
  {
    rpc: 'ApprovalService/ListApprovals',
    state: STATES.approval,
    request: { entityName: CONTRACT.billedService },
    response: { approvals: eachLike(approval) },
    call: (a) => a.approvals.listApprovals(CONTRACT.billedService),
  },
  {
    rpc: 'ApprovalService/CreateApproval',
    state: STATES.approvable,
    request: { approval: { entityName: CONTRACT.billedService } },
    requestId: REQUEST_ID,
    response: { approval },
    call: (a) => a.approvals.createApproval(CONTRACT.billedService, { requestId: REQUEST_ID }),
  },
  {
    rpc: 'ApprovalService/DeleteApproval',
    state: STATES.approval,
    request: { name: CONTRACT.approval },
    response: {},
    call: (a) => a.approvals.deleteApproval(CONTRACT.approval),
  },
  {
    rpc: 'FormulaService/ListFormulas',
    state: STATES.records,
    request: { entityName: 'orderServiceTypes/shipping' },
    response: { formulas: eachLike(formula) },
    call: (a) => a.formulas.listFormulas('orderServiceTypes/shipping'),
  },
  {
    rpc: 'FormulaService/GetFormula',
    state: STATES.records,
    request: { name: CONTRACT.formula },
    response: { formula },
    call: (a) => a.formulas.getFormula(CONTRACT.formula),
  },
  {
    rpc: 'FormulaService/CreateFormula',
    state: STATES.seed,
    request: { formula: FORMULA_JSON },
    requestId: REQUEST_ID,
    response: { formula },
    call: (a) => a.formulas.createFormula(FORMULA, { requestId: REQUEST_ID }),
  },
  {
    rpc: 'FormulaService/UpdateFormula',
    state: STATES.records,
    request: {
      name: CONTRACT.formula,
      formula: { name: CONTRACT.formula, id: '9999', ...FORMULA_JSON, value: '1300.00' },
    },
    response: { formula },
    call: (a) =>
      a.formulas.updateFormula(CONTRACT.formula, {
        ...FORMULA,
        name: CONTRACT.formula,
        id: 9999,
        value: '1300.00',
      }),
  },
  {
    rpc: 'FormulaService/DeleteFormula',
    state: STATES.records,
    request: { name: CONTRACT.formula },
    response: {},
    call: (a) => a.formulas.deleteFormula(CONTRACT.formula),
  },
  {
    rpc: 'LocationService/ListCountries',
    state: STATES.seed,
    request: {},
    response: { countries: eachLike(country) },
    call: (a) => a.locations.listCountries(),
  },
  {
    rpc: 'LocationService/GetCountry',
    state: STATES.seed,
    request: { name: 'countries/us' },
    response: { country },
    call: (a) => a.locations.getCountry('countries/us'),
  },
  {
    rpc: 'LocationService/UpdateCountry',
    state: STATES.seed,
    request: { name: 'countries/us', country: { displayName: 'United States of America' } },
    response: { country },
    call: (a) => a.locations.updateCountry('countries/us', { displayName: 'United States of America' }),
  },
  {
    rpc: 'LocationService/ListStates',
    state: STATES.seed,
    request: { countryCode: 'us' },
    response: { states: eachLike(state) },
    call: (a) => a.locations.listStates('us'),
  },
  {
    rpc: 'LocationService/GetState',
    state: STATES.seed,
    request: { name: 'states/us-ga' },
    response: { state },
    call: (a) => a.locations.getState('states/us-ga'),
  },
  {
    rpc: 'LocationService/UpdateState',
    state: STATES.seed,
    request: { name: 'states/us-ga', state: { displayName: 'Georgia (US)' } },
    response: { state },
    call: (a) => a.locations.updateState('states/us-ga', { displayName: 'Georgia (US)' }),
  },
  {
    rpc: 'LocationService/ListCities',
    state: STATES.seed,
    request: { countryCode: 'us', stateCode: 'ga' },
    response: { cities: eachLike(city) },
    call: (a) => a.locations.listCities({ countryCode: 'us', stateCode: 'ga' }),
  },
  {
    rpc: 'LocationService/GetCity',
    state: STATES.seed,
    request: { name: 'cities/us-ga-sav' },
    response: { city },
    call: (a) => a.locations.getCity('cities/us-ga-sav'),
  },
  {
    rpc: 'LocationService/UpdateCity',
    state: STATES.seed,
    request: { name: 'cities/us-ga-sav', city: { displayName: 'Savannah (GA)' } },
    response: { city },
    call: (a) => a.locations.updateCity('cities/us-ga-sav', { displayName: 'Savannah (GA)' }),
  },
  {
    rpc: 'TerminalService/ListTerminals',
    state: STATES.seed,
    request: {},
    response: {
      terminals: eachLike({
        name: like('terminals/1'),
        id: int64('1'),
        displayName: like('Savannah, GA'),
        cityName: like('cities/us-ga-sav'),
        stateName: like('states/us-ga'),
        countryName: like('countries/us'),
      }),
    },
    call: (a) => a.terminals.listTerminals(),
  },
]
