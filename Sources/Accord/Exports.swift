@_exported import AccordLayout
