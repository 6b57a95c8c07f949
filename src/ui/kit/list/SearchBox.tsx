import { memo, useEffect, useState } from 'react'
import { Input } from '../../components/Field'
import { SEARCH_DEBOUNCE_MS } from './search-debounce'

/**
 * A search input that reports its value after the user pauses typing (`SEARCH_DEBOUNCE_MS`), or at once on Enter.
 * Memoised: the list view renders again when the search's answer comes, the box only when its own props change.
 */
export const SearchBox = memo(function SearchBox({
  value,
  onSearch,
  label,
}: {
  value: string
  onSearch: (value: string) => void
  label: string
}) {
  const [text, setText] = useState(value)
  useEffect(() => setText(value), [value])
  useEffect(() => {
    if (text === value) return
    const timer = setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, value, onSearch])
  return (
    <Input
      type="search"
      aria-label={label}
      placeholder={label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => event.key === 'Enter' && onSearch(text)}
    />
  )
})
