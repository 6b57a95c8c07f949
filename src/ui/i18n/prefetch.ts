// Starts the first screen's translation files as soon as the code arrives, before the rest of it (React and
// the app) is evaluated: main.tsx imports this second, so the files travel while the CPU is busy with that.
import { FIRST_NAMESPACES, prefetchLocales } from './locale-files'

prefetchLocales(FIRST_NAMESPACES)
