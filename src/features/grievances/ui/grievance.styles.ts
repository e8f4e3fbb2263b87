// The grievance pages' styles, imported by the pages (server side), never by the island's module (docs/decisions/054).
import './grievance.css'
