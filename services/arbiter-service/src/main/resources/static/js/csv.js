// One cell of a CSV file that a spreadsheet opens as text. OWASP's advice on CSV injection: a cell
// a spreadsheet would read as a formula (=, +, -, @, or a tab or carriage return first) gets a
// leading apostrophe; every cell is quoted, its quotes doubled (RFC 4180).
export function csvCell(text) {
  const cell = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${cell.replace(/"/g, '""')}"`;
}
