import { useEffect, useState } from 'react'
import { Input } from '../../components/Field'

/** A search input that reports its value after the user pauses typing (300 ms), or at once on Enter. */
export function SearchBox({
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
    const timer = setTimeout(() => onSearch(text), 300)
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
}
