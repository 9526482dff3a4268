// A detail table's column headings.
export const TableHead = ({ columns }: { columns: readonly string[] }) => (
	<thead>
		<tr>
			{columns.map((name) => (
				<th key={name} scope="col">
					{name}
				</th>
			))}
		</tr>
	</thead>
);
