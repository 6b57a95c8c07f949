import { create } from '@bufbuild/protobuf'
import { FieldMaskSchema } from '@bufbuild/protobuf/wkt'
import { createClient, type Transport } from '@connectrpc/connect'
import { ApprovalService } from '../../../gen/cargo/services/approvals_pb'
import { DocumentService } from '../../../gen/cargo/services/documents_pb'
import { FormulaService } from '../../../gen/cargo/services/formulas_pb'
import { LocationService } from '../../../gen/cargo/services/locations_pb'
import { TerminalService } from '../../../gen/cargo/services/terminals_pb'
import type { ApprovalsPort } from '../../../ports/approvals-port'
import type { DocumentsPort } from '../../../ports/documents-port'
import type { FormulasPort } from '../../../ports/formulas-port'
import type { LocationsPort } from '../../../ports/locations-port'
import type { TerminalsPort } from '../../../ports/terminals-port'
import { required, type RpcCaller } from '../call'
import { entityCalls } from '../reference-calls'
import { approvalFromProto } from '../mappers/approvals'
import { documentFromProto, newDocumentToProto } from '../mappers/documents'
import { formulaFromProto, formulaToProto } from '../mappers/formulas'
import { cityFromProto, countryFromProto, stateFromProto, terminalFromProto } from '../mappers/locations'

/** Field-mask paths are proto field names: `displayName` -> `display_name`. */
const snakeCase = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)

/** Documents, approvals, formulas, locations and terminals. */
export function createReferenceAdapters(transport: Transport, call: RpcCaller) {
  const documentClient = createClient(DocumentService, transport)
  const approvalClient = createClient(ApprovalService, transport)
  const formulaClient = createClient(FormulaService, transport)
  const locationClient = createClient(LocationService, transport)
  const terminalClient = createClient(TerminalService, transport)

  const documents: DocumentsPort = {
    async listDocuments({ location, url, fields }) {
      const response = await call('DocumentService/ListDocuments', (options) =>
        documentClient.listDocuments(
          {
            location: location ?? '',
            url: url ?? '',
            fieldMask: fields?.length ? create(FieldMaskSchema, { paths: fields.map(snakeCase) }) : undefined,
          },
          options,
        ),
      )
      return response.documents.map(documentFromProto)
    },
    async getDocument(name) {
      const response = await call('DocumentService/GetDocument', (options) =>
        documentClient.getDocument({ name }, options),
      )
      return documentFromProto(required(response.document, 'document'))
    },
    async createDocument(document, { requestId } = {}) {
      const response = await call(
        'DocumentService/CreateDocument',
        (options) => documentClient.createDocument({ document: newDocumentToProto(document) }, options),
        requestId,
      )
      return documentFromProto(required(response.document, 'document'))
    },
    async deleteDocument(name) {
      await call('DocumentService/DeleteDocument', (options) =>
        documentClient.deleteDocument({ name }, options),
      )
    },
  }

  const approvals: ApprovalsPort = {
    async listApprovals(entityName) {
      const response = await call('ApprovalService/ListApprovals', (options) =>
        approvalClient.listApprovals({ entityName: entityName ?? '' }, options),
      )
      return response.approvals.map(approvalFromProto)
    },
    async createApproval(entityName, { requestId } = {}) {
      const response = await call(
        'ApprovalService/CreateApproval',
        (options) => approvalClient.createApproval({ approval: { entityName } }, options),
        requestId,
      )
      return approvalFromProto(required(response.approval, 'approval'))
    },
    async deleteApproval(name) {
      await call('ApprovalService/DeleteApproval', (options) =>
        approvalClient.deleteApproval({ name }, options),
      )
    },
  }

  const formulaCalls = entityCalls(call, {
    service: 'FormulaService',
    entity: 'Formula',
    get: async (name, options) => (await formulaClient.getFormula({ name }, options)).formula,
    create: async (formula, options) => (await formulaClient.createFormula({ formula }, options)).formula,
    update: async (name, formula, options) =>
      (await formulaClient.updateFormula({ name, formula }, options)).formula,
    remove: (name, options) => formulaClient.deleteFormula({ name }, options),
    fromProto: formulaFromProto,
    toProto: formulaToProto,
  })
  const formulas: FormulasPort = {
    async listFormulas(entityName) {
      const response = await call('FormulaService/ListFormulas', (options) =>
        formulaClient.listFormulas(entityName === undefined ? {} : { entityName }, options),
      )
      return response.formulas.map(formulaFromProto)
    },
    getFormula: formulaCalls.get,
    createFormula: formulaCalls.create,
    updateFormula: formulaCalls.update,
    deleteFormula: formulaCalls.remove,
  }

  const L = 'LocationService'
  const locations: LocationsPort = {
    async listCountries() {
      const response = await call(`${L}/ListCountries`, (options) =>
        locationClient.listCountries({}, options),
      )
      return response.countries.map(countryFromProto)
    },
    async getCountry(name) {
      const response = await call(`${L}/GetCountry`, (options) =>
        locationClient.getCountry({ name }, options),
      )
      return countryFromProto(required(response.country, 'country'))
    },
    async updateCountry(name, { displayName }) {
      const response = await call(`${L}/UpdateCountry`, (options) =>
        locationClient.updateCountry({ name, country: { displayName } }, options),
      )
      return countryFromProto(required(response.country, 'country'))
    },
    async listStates(countryCode) {
      const response = await call(`${L}/ListStates`, (options) =>
        locationClient.listStates({ countryCode: countryCode ?? '' }, options),
      )
      return response.states.map(stateFromProto)
    },
    async getState(name) {
      const response = await call(`${L}/GetState`, (options) => locationClient.getState({ name }, options))
      return stateFromProto(required(response.state, 'state'))
    },
    async updateState(name, { displayName }) {
      const response = await call(`${L}/UpdateState`, (options) =>
        locationClient.updateState({ name, state: { displayName } }, options),
      )
      return stateFromProto(required(response.state, 'state'))
    },
    async listCities(filter = {}) {
      const response = await call(`${L}/ListCities`, (options) =>
        locationClient.listCities(
          { countryCode: filter.countryCode ?? '', stateCode: filter.stateCode ?? '' },
          options,
        ),
      )
      return response.cities.map(cityFromProto)
    },
    async getCity(name) {
      const response = await call(`${L}/GetCity`, (options) => locationClient.getCity({ name }, options))
      return cityFromProto(required(response.city, 'city'))
    },
    async updateCity(name, { displayName }) {
      const response = await call(`${L}/UpdateCity`, (options) =>
        locationClient.updateCity({ name, city: { displayName } }, options),
      )
      return cityFromProto(required(response.city, 'city'))
    },
  }

  const terminals: TerminalsPort = {
    async listTerminals() {
      const response = await call('TerminalService/ListTerminals', (options) =>
        terminalClient.listTerminals({}, options),
      )
      return response.terminals.map(terminalFromProto)
    },
  }

  return { documents, approvals, formulas, locations, terminals }
}
