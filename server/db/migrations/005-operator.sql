-- Who did what from the operator console, and when.
CREATE TABLE operator_audit (
	id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
	operator text NOT NULL,
	command text NOT NULL,
	args text NOT NULL,
	outcome text NOT NULL,
	created_at timestamptz NOT NULL
);
