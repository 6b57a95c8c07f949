// The blog's three screens in one chunk (one download for the app; fewer entries in the first screen's table).
export { default as BlogList } from './BlogList'
export { default as BlogDetail } from './BlogDetail'
export { default as BlogEdit } from './BlogEdit'
